import { PLAN_TABLE, PLAN_TIERS, type TPlanTier } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { createPlayer, createTeam, givePlan, playerBody } from '../../../test/club';
import { bearer, registerAndLogin, useTestApp } from '../../../test/helpers';
import { createMatch } from '../../../test/matches';
import { players } from '../../db/schema';

/** Every limit and gated feature of PLAN_TABLE (decision 0114), per tier, at its boundary. */
const t = useTestApp();

async function coachOn(tier: TPlanTier) {
  const u = await registerAndLogin(t.app);
  if (tier !== 'none') await givePlan(t.db, u.user.id, tier);
  return u;
}

const postTeam = (token: string, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/teams', headers: bearer(token), payload: { name } });

const postCompetition = (token: string, teamId: string, n: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/team/${teamId}`,
    headers: bearer(token),
    payload: { name: `Liga ${n}`, type: 'tournament', startDate: '2026-09-01' },
  });

/** Squad rows straight in the table (numbers 1..n): the boundary is what the API is asked about. */
async function squadOf(teamId: string, n: number) {
  if (n === 0) return;
  await t.db.insert(players).values(
    Array.from({ length: n }, (_, i) => ({
      teamId,
      name: `Jugador ${i + 1}`,
      number: i + 1,
      primaryPosition: 'winger',
      preferredFoot: 'right',
      status: 'available',
      nationalId: `${10000000 + i}A`,
    })),
  );
}

describe('PLAN_TABLE is what the server enforces', () => {
  it('keeps every tier worth more than the one below it', () => {
    const more = (a: number | null, b: number | null) => a === null || (b !== null && a >= b);
    for (let i = 1; i < PLAN_TIERS.length; i++) {
      const [below, tier] = [PLAN_TIERS[i - 1], PLAN_TIERS[i]] as [TPlanTier, TPlanTier];
      const [lo, hi] = [PLAN_TABLE[below], PLAN_TABLE[tier]];
      for (const r of ['teams', 'players', 'competitions'] as const)
        expect(more(hi.limits[r], lo.limits[r]), `${tier}.${r}`).toBe(true);
      expect(lo.features.every((f) => hi.features.includes(f))).toBe(true);
      const strictly =
        hi.features.length > lo.features.length ||
        (['teams', 'players', 'competitions'] as const).some((r) => hi.limits[r] !== lo.limits[r]);
      expect(strictly, `${tier} adds something to ${below}`).toBe(true);
    }
  });

  it('lets a free coach onboard: one team, a squad of 15 (5 + 9 and one more), one competition', () => {
    expect(PLAN_TABLE.none.limits).toEqual({ teams: 1, players: 15, competitions: 1 });
    expect(PLAN_TABLE.none.features).toEqual(['liveMatch', 'stats']);
  });

  it.each(PLAN_TIERS)(
    'teams on %s: the last one allowed is created, the next is 402',
    async (tier) => {
      const limit = PLAN_TABLE[tier].limits.teams;
      const u = await coachOn(tier);
      const upTo = limit ?? 6; // unlimited: more than club's 5
      for (let n = 1; n <= upTo; n++)
        expect((await postTeam(u.token, `Equipo ${n} FS`)).statusCode).toBe(201);
      const next = await postTeam(u.token, 'Uno más FS');
      expect(next.statusCode, next.body).toBe(limit === null ? 201 : 402);
      if (limit !== null) expect(next.json().error.code).toBe('PLAN_LIMIT');
    },
  );

  it.each(PLAN_TIERS)(
    'players on %s: the last one allowed is created, the next is 402',
    async (tier) => {
      const limit = PLAN_TABLE[tier].limits.players;
      const u = await coachOn(tier);
      const team = await createTeam(t.app, u.token);
      const upTo = limit ?? 51; // unlimited: more than club's 50
      await squadOf(team.id, upTo - 1);
      await createPlayer(t.app, u.token, team.id, { number: upTo > 99 ? 99 : upTo });
      const next = await t.app.inject({
        method: 'POST',
        url: `/api/players/team/${team.id}`,
        headers: { ...bearer(u.token), 'accept-language': 'en' },
        payload: playerBody({ number: 98 }),
      });
      expect(next.statusCode, next.body).toBe(limit === null ? 201 : 402);
      if (limit !== null) {
        expect(next.json().error.message).toBe(
          tier === 'none'
            ? `Without a paid plan you can have ${limit} players per team. Choose a plan to add more`
            : `Your ${tier[0]?.toUpperCase()}${tier.slice(1)} plan allows at most ${limit} players per team. Upgrade your plan to add more`,
        );
      }
    },
  );

  it.each(PLAN_TIERS)('competitions on %s: within the limit created, past it 402', async (tier) => {
    const limit = PLAN_TABLE[tier].limits.competitions;
    const u = await coachOn(tier);
    const team = await createTeam(t.app, u.token);
    const upTo = limit ?? 3;
    for (let n = 1; n <= upTo; n++)
      expect((await postCompetition(u.token, team.id, n)).statusCode).toBe(201);
    const next = await postCompetition(u.token, team.id, upTo + 1);
    expect(next.statusCode, next.body).toBe(limit === null ? 201 : 402);
    if (limit !== null) {
      expect(next.json().error).toMatchObject({
        code: 'PLAN_LIMIT',
        message: 'Sin plan de pago puedes tener 1 competición. Elige un plan para crear más',
      });
    }
  });

  it.each(PLAN_TIERS)('PDF reports and the live link on %s follow the table', async (tier) => {
    const u = await coachOn(tier);
    const team = await createTeam(t.app, u.token);
    const player = await createPlayer(t.app, u.token, team.id);
    const match = await createMatch(t.app, u.token, team.id);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(u.token) });
    const reports = PLAN_TABLE[tier].features.includes('reports');
    const live = PLAN_TABLE[tier].features.includes('liveShare');
    for (const url of [`/api/reports/team/${team.id}`, `/api/reports/player/${player.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(reports ? 200 : 402);
      if (!reports)
        expect(res.json().error.message).toBe(
          'Los informes en PDF se incluyen en los planes de pago, desde Starter. Elige un plan para descargarlos',
        );
    }
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/share`,
      headers: bearer(u.token),
    });
    expect(share.statusCode, share.body).toBe(live ? 201 : 402);
    // Reading whether a link is on is never gated: the console asks it on every plan.
    expect((await get(`/api/matches/${match.id}/share`)).statusCode).toBe(200);
  });

  it('answers another user 404, never 402, for a gated feature of a resource not theirs', async () => {
    const owner = await coachOn('starter');
    const team = await createTeam(t.app, owner.token);
    const match = await createMatch(t.app, owner.token, team.id);
    const stranger = await coachOn('none');
    const h = bearer(stranger.token);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/team/${team.id}`, headers: h }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/share`, headers: h }))
        .statusCode,
    ).toBe(404);
  });

  it('GET /subscriptions/current gives the tier, its limits and features, and the usage', async () => {
    const u = await coachOn('none');
    const team = await createTeam(t.app, u.token);
    expect((await postCompetition(u.token, team.id, 1)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/current',
      headers: bearer(u.token),
    });
    expect(res.json()).toEqual({
      subscription: null,
      plan: null,
      tier: 'none',
      limits: PLAN_TABLE.none.limits,
      features: PLAN_TABLE.none.features,
      usage: { teams: 1, competitions: 1 },
    });
  });
});

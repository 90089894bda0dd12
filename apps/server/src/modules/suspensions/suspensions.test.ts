import {
  formatMessage,
  type TCallupView,
  type TCompetition,
  type TMatch,
  type TMatchSuspensions,
} from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { createTeam, givePlan } from '../../../test/club';
import { bearer, registerAndLogin, useTestApp } from '../../../test/helpers';
import {
  createMatch,
  createSquad,
  ev,
  lineupOf,
  logEvents,
  putLineup,
} from '../../../test/matches';

const t = useTestApp();

async function competition(token: string, teamId: string, rules: Record<string, number> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/team/${teamId}`,
    headers: bearer(token),
    payload: { name: 'Liga Regional', type: 'tournament', startDate: '2026-01-01', ...rules },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TCompetition>();
}

/** A coach, a competition, a first match where player 1 is sent off, and the next match. */
async function sentOffInFirst(rules: Record<string, number> = {}) {
  const coach = await registerAndLogin(t.app);
  await givePlan(t.db, coach.user.id, 'starter');
  const team = await createTeam(t.app, coach.token);
  const players = await createSquad(t.app, coach.token, team.id);
  const c = await competition(coach.token, team.id, rules);
  const first = await createMatch(t.app, coach.token, team.id, {
    competitionId: c.id,
    opponent: 'Inter Movistar',
    date: '2026-03-07T18:30:00+01:00',
  });
  const second = await createMatch(t.app, coach.token, team.id, {
    competitionId: c.id,
    opponent: 'ElPozo Murcia',
    date: '2026-03-14T18:30:00+01:00',
  });
  expect((await putLineup(t.app, coach.token, first.id, lineupOf(players))).statusCode).toBe(200);
  const sentOff = players[0]!;
  await logEvents(t.app, coach.token, first.id, [
    ev('period_start', 'first', 0),
    ev('red_card', 'first', 5, { playerId: sentOff.id }),
  ]);
  return { coach, team, players, competition: c, first, second, sentOff };
}

const suspensions = (token: string | null, matchId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/matches/${matchId}/suspensions`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/matches/{id}/suspensions', () => {
  it('names the player sent off in the previous match, with which card of which match', async () => {
    const s = await sentOffInFirst();
    const res = await suspensions(s.coach.token, s.second.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TMatchSuspensions>();
    expect(body.rules).toEqual({
      redSuspensionMatches: 1,
      yellowAccumulation: 5,
      yellowSuspensionMatches: 1,
    });
    expect(body.players).toEqual([
      {
        playerId: s.sentOff.id,
        name: s.sentOff.name,
        number: s.sentOff.number,
        cause: 'sending_off',
        sourceMatchId: s.first.id,
        sourceOpponent: 'Inter Movistar',
        sourceDate: new Date('2026-03-07T18:30:00+01:00').toISOString(),
        yellowCount: 0,
        nth: 1,
        of: 1,
        override: '',
      },
    ]);
    // The match of the card itself suspends nobody.
    expect((await suspensions(s.coach.token, s.first.id)).json().players).toEqual([]);
  });

  it("follows the competition's rules: a sending-off that suspends for nothing", async () => {
    const s = await sentOffInFirst({ redSuspensionMatches: 0 });
    expect((await suspensions(s.coach.token, s.second.id)).json().players).toEqual([]);
  });

  it('counts a second yellow as a sending-off', async () => {
    const s = await sentOffInFirst();
    const third = await createMatch(t.app, s.coach.token, s.team.id, {
      competitionId: s.competition.id,
      date: '2026-03-01T18:30:00+01:00',
    });
    // An earlier match of the same competition: two yellows to player 2.
    expect((await putLineup(t.app, s.coach.token, third.id, lineupOf(s.players))).statusCode).toBe(
      200,
    );
    await logEvents(t.app, s.coach.token, third.id, [
      ev('period_start', 'first', 0),
      ev('yellow_card', 'first', 3, { playerId: s.players[1]!.id }),
      ev('yellow_card', 'first', 9, { playerId: s.players[1]!.id }),
    ]);
    const body = (await suspensions(s.coach.token, s.first.id)).json<TMatchSuspensions>();
    expect(body.players.map((p) => [p.playerId, p.cause])).toEqual([
      [s.players[1]!.id, 'second_yellow'],
    ]);
  });

  it('answers nobody for a match outside any competition', async () => {
    const coach = await registerAndLogin(t.app);
    const team = await createTeam(t.app, coach.token);
    const match = await createMatch(t.app, coach.token, team.id);
    const res = await suspensions(coach.token, match.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      matchId: match.id,
      competitionId: null,
      rules: null,
      players: [],
    });
  });

  it('answers 404 to another user, 401 to anonymous, 400 to a bad id', async () => {
    const s = await sentOffInFirst();
    const other = await registerAndLogin(t.app);
    const foreign = await suspensions(other.token, s.second.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(s.sentOff.name);
    expect((await suspensions(null, s.second.id)).statusCode).toBe(401);
    const bad = await suspensions(s.coach.token, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('MATCH_ID_INVALID');
  });
});

describe('PUT /api/matches/{id}/lineup with a suspended player', () => {
  it('refuses it with 409 PLAYER_SUSPENDED naming the player, and stores nothing', async () => {
    const s = await sentOffInFirst();
    const res = await putLineup(t.app, s.coach.token, s.second.id, lineupOf(s.players));
    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('PLAYER_SUSPENDED');
    expect(error.details).toEqual([
      {
        path: 'starters.0',
        key: 'validation.lineup.playerSuspendedFor',
        message: formatMessage('es', 'validation.lineup.playerSuspendedFor', {
          name: `${s.sentOff.name} (${s.sentOff.number})`,
        }),
      },
    ]);
    const match = await t.app.inject({
      method: 'GET',
      url: `/api/matches/${s.second.id}`,
      headers: bearer(s.coach.token),
    });
    expect(match.json<TMatch>().lineup).toBeNull();
  });

  it('accepts it with an override and keeps the reason with the match', async () => {
    const s = await sentOffInFirst();
    const reason = 'Sanción recurrida, pendiente de resolución';
    const res = await putLineup(t.app, s.coach.token, s.second.id, {
      ...lineupOf(s.players),
      overrides: [{ playerId: s.sentOff.id, reason }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMatch>().lineup?.starters).toContain(s.sentOff.id);
    const view = (await suspensions(s.coach.token, s.second.id)).json<TMatchSuspensions>();
    expect(view.players[0]?.override).toBe(reason);
  });

  it('refuses an override without a reason (400), and a lineup without the player needs none', async () => {
    const s = await sentOffInFirst();
    const blank = await putLineup(t.app, s.coach.token, s.second.id, {
      ...lineupOf(s.players),
      overrides: [{ playerId: s.sentOff.id, reason: '  ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].key).toBe('validation.suspension.reasonRequired');
    const without = {
      starters: s.players.slice(1, 6).map((p) => p.id),
      substitutes: s.players.slice(6, 14).map((p) => p.id),
    };
    expect((await putLineup(t.app, s.coach.token, s.second.id, without)).statusCode).toBe(200);
  });
});

describe('call-up of a match with a suspended player', () => {
  const callup = (token: string, matchId: string, players: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/callups/match/${matchId}`,
      headers: bearer(token),
      payload: { players },
    });

  it('marks the player with the reason and keeps them out unless the coach overrides', async () => {
    const s = await sentOffInFirst();
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/callups/match/${s.second.id}`,
      headers: bearer(s.coach.token),
    });
    expect(view.statusCode, view.body).toBe(200);
    const mine = view.json<TCallupView>().players.find((p) => p.playerId === s.sentOff.id);
    expect(mine?.suspension).toMatchObject({ cause: 'sending_off', sourceMatchId: s.first.id });
    expect(view.json<TCallupView>().players.filter((p) => p.suspension !== null)).toHaveLength(1);

    const refused = await callup(s.coach.token, s.second.id, [{ playerId: s.sentOff.id }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('PLAYER_UNAVAILABLE');
    const ok = await callup(s.coach.token, s.second.id, [
      { playerId: s.sentOff.id, override: 'Recurso aceptado' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TCallupView>().players.find((p) => p.calledUp)?.override).toBe(
      'Recurso aceptado',
    );
  });
});

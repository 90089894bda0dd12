import { translate } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { createPlayer, createTeam, givePlan } from '../../../test/club';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';
import {
  createMatch,
  createSquad,
  ev,
  lineupOf,
  logEvents,
  putLineup,
} from '../../../test/matches';

const t = useTestApp();

async function scheduled() {
  const coach = await registerAndLogin(t.app);
  const team = await createTeam(t.app, coach.token);
  const players = await createSquad(t.app, coach.token, team.id);
  const match = await createMatch(t.app, coach.token, team.id);
  return { coach, team, players, match };
}

const storedLineup = async (token: string, matchId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}`, headers: bearer(token) })
  ).json().lineup;

describe('PUT /api/matches/{id}/lineup', () => {
  it('stores 5 starters and 9 substitutes; starters and substitutes are known to the engine', async () => {
    const { coach, players, match } = await scheduled();
    const body = lineupOf(players, 5, 9);
    const res = await putLineup(t.app, coach.token, match.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lineup).toEqual(body);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/matches/${match.id}/state`,
      headers: bearer(coach.token),
    });
    const { participation, onCourt } = state.json().state;
    expect(onCourt).toEqual(body.starters);
    expect(participation[body.starters[0] ?? '']).toBe('starter');
    expect(participation[body.substitutes[8] ?? '']).toBe('substitute');
  });

  it('refuses the spec edges with their catalog texts and keeps the old lineup', async () => {
    const { coach, players, match } = await scheduled();
    const p = players.map((x) => x.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ starters: p.slice(0, 4), substitutes: [] }, 'starters', 'validation.lineup.exactStarters'],
      [{ starters: p.slice(0, 6), substitutes: [] }, 'starters', 'validation.lineup.maxStarters'],
      [
        { starters: p.slice(0, 5), substitutes: [...p.slice(5, 14), p[0]] },
        'substitutes',
        'validation.lineup.maxSubstitutes',
      ],
      [
        { starters: p.slice(0, 5), substitutes: [p[5], p[5]] },
        'substitutes',
        'validation.lineup.duplicate',
      ],
      [
        { starters: p.slice(0, 5), substitutes: [p[0]] },
        'substitutes',
        'validation.lineup.duplicate',
      ],
      [
        { starters: [...p.slice(0, 4), 'x'], substitutes: [] },
        'starters.4',
        'errors.PLAYER_ID_INVALID',
      ],
    ];
    for (const [body, path, key] of cases) {
      const res = await putLineup(t.app, coach.token, match.id, body);
      expect(res.statusCode, key).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details[0]).toEqual({ path, key, message: translate('es', key) });
    }
    const six = await putLineup(t.app, coach.token, match.id, {
      starters: p.slice(0, 6),
      substitutes: [],
    });
    expect(six.json().error.message).toBe('No se pueden seleccionar más de 5 titulares');
    const four = await putLineup(t.app, coach.token, match.id, {
      starters: p.slice(0, 4),
      substitutes: [],
    });
    expect(four.json().error.message).toBe('Debes seleccionar exactamente 5 jugadores titulares');
    const ten = await putLineup(t.app, coach.token, match.id, {
      starters: p.slice(0, 5),
      substitutes: [...p.slice(5, 14), p[0]],
    });
    expect(ten.json().error.message).toBe('No se pueden seleccionar más de 9 suplentes');
    expect(await storedLineup(coach.token, match.id)).toBeNull();
  });

  it("refuses another team's player (400 PLAYER_NOT_IN_TEAM)", async () => {
    const { coach, players, match } = await scheduled();
    await givePlan(t.db, coach.user.id, 'club');
    const otherTeam = await createTeam(t.app, coach.token, { name: 'CD Segundo' });
    const stranger = await createPlayer(t.app, coach.token, otherTeam.id, { number: 7 });
    const body = {
      starters: [...players.slice(0, 4).map((x) => x.id), stranger.id],
      substitutes: [],
    };
    const res = await putLineup(t.app, coach.token, match.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PLAYER_NOT_IN_TEAM',
      details: [{ path: 'starters.4', key: 'validation.lineup.playerNotInTeam' }],
    });
    expect(await storedLineup(coach.token, match.id)).toBeNull();
  });

  it('refuses injured and suspended players, naming them (400 PLAYER_UNAVAILABLE)', async () => {
    const coach = await registerAndLogin(t.app);
    const team = await createTeam(t.app, coach.token);
    const fit = await createSquad(t.app, coach.token, team.id, 5);
    const injured = await createPlayer(t.app, coach.token, team.id, {
      name: 'Ricardinho',
      number: 10,
      status: 'injured',
    });
    const banned = await createPlayer(t.app, coach.token, team.id, {
      name: 'Pola',
      number: 11,
      status: 'suspended',
    });
    const match = await createMatch(t.app, coach.token, team.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}/lineup`,
      headers: { ...bearer(coach.token), 'accept-language': 'en' },
      payload: {
        starters: [...fit.slice(0, 4).map((x) => x.id), injured.id],
        substitutes: [fit[4]?.id, banned.id],
      },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('PLAYER_UNAVAILABLE');
    expect(error.message).toBe('Ricardinho (10) is injured and cannot be selected');
    expect(error.details).toEqual([
      {
        path: 'starters.4',
        key: 'validation.lineup.playerInjured',
        message: 'Ricardinho (10) is injured and cannot be selected',
      },
      {
        path: 'substitutes.1',
        key: 'validation.lineup.playerSuspended',
        message: 'Pola (11) is suspended and cannot be selected',
      },
    ]);
    expect(await storedLineup(coach.token, match.id)).toBeNull();

    // Not selected, they show as injured / suspended in the participation.
    const ok = await putLineup(t.app, coach.token, match.id, lineupOf(fit, 5, 0));
    expect(ok.statusCode, ok.body).toBe(200);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/matches/${match.id}/state`,
      headers: bearer(coach.token),
    });
    expect(state.json().state.participation).toMatchObject({
      [injured.id]: 'injured',
      [banned.id]: 'suspended',
    });
  });

  it('changes only while the match is scheduled and its log is empty (409 LINEUP_LOCKED)', async () => {
    const { coach, players, match } = await scheduled();
    expect((await putLineup(t.app, coach.token, match.id, lineupOf(players))).statusCode).toBe(200);
    expect(
      (await putLineup(t.app, coach.token, match.id, lineupOf(players.slice(1)))).statusCode,
    ).toBe(200);
    await logEvents(t.app, coach.token, match.id, [ev('period_start', 'first', 0)]);
    const res = await putLineup(t.app, coach.token, match.id, lineupOf(players));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LINEUP_LOCKED');
    expect(await storedLineup(coach.token, match.id)).toEqual(lineupOf(players.slice(1)));
  });

  it("answers 404 for another user's match, 401 anonymous, 400 for bad ids", async () => {
    const { players, match } = await scheduled();
    const other = await registerAndLogin(t.app);
    expect((await putLineup(t.app, other.token, match.id, lineupOf(players))).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}/lineup`,
      payload: lineupOf(players),
    });
    expect(anon.statusCode).toBe(401);
    const bad = await putLineup(t.app, other.token, 'team', lineupOf(players));
    expect(bad.json().error.code).toBe('MATCH_ID_INVALID');
  });
});

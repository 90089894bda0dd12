import type { TTeamEventsResponse } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { BAD_IDS, missingId } from '../../../test/club';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';
import {
  createMatch,
  ev,
  lineupOf,
  logEvents,
  putLineup,
  setupMatch,
  type MatchSetup,
} from '../../../test/matches';
import { matchEvents } from '../../db/schema';

const t = useTestApp();

const get = (teamId: string, token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/events/team/${teamId}${query}`,
    headers: token ? bearer(token) : {},
  });

async function list(s: MatchSetup, query = ''): Promise<TTeamEventsResponse> {
  const res = await get(s.teamId, s.coach.token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TTeamEventsResponse>();
}

/**
 * A league match (14 March, in a competition) and an older friendly (1 March):
 * goals, a foul, a substitution, a voided goal and the void itself.
 */
async function season() {
  const s = await setupMatch(t.app);
  const [p1, p2, p3, , , p6] = s.players.map((p) => p.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const comp = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/team/${s.teamId}`,
    headers: bearer(s.coach.token),
    payload: { name: 'Liga Regional', type: 'tournament', startDate: '2026-01-10' },
  });
  expect(comp.statusCode, comp.body).toBe(201);
  const competitionId = comp.json<{ id: string }>().id;
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/matches/${s.match.id}`,
    headers: bearer(s.coach.token),
    payload: { competitionId },
  });
  expect(put.statusCode, put.body).toBe(200);
  const league = {
    start: ev('period_start', 'first', 0),
    goal: ev('goal', 'first', 4, { playerId: p1, assistPlayerId: p2, goalType: 'corner' }, 30),
    voided: ev('goal', 'first', 6, { playerId: p3 }),
    rival: ev('rival_goal', 'first', 9),
    sub: ev('substitution', 'first', 12, { playerOutId: p2, playerInId: p6 }),
  };
  const undo = ev('void', 'first', 7, { voidsEventId: league.voided.id });
  await logEvents(t.app, s.coach.token, s.match.id, [...Object.values(league), undo]);

  const friendly = await createMatch(t.app, s.coach.token, s.teamId, {
    type: 'friendly',
    opponent: 'CD Amigos',
    date: '2026-03-01T18:00:00Z',
  });
  expect((await putLineup(t.app, s.coach.token, friendly.id, lineupOf(s.players))).statusCode).toBe(
    200,
  );
  const old = {
    start: ev('period_start', 'first', 0),
    foul: ev('foul', 'first', 3, { playerId: p1 }),
    goal: ev('goal', 'second', 25, { playerId: p3 }),
  };
  await logEvents(t.app, s.coach.token, friendly.id, [
    old.start,
    old.foul,
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    old.goal,
  ]);
  return { s, p1, p2, p3, p6, competitionId, league, undo, friendly, old };
}

describe('GET /api/events/team/{teamId}', () => {
  it('lists accepted events newest match first in log order, without voids or voided events', async () => {
    const { s, league, friendly, old } = await season();
    const body = await list(s);
    const ids = body.items.map((r) => r.event.id);
    expect(ids.slice(0, 4)).toEqual([
      league.start.id,
      league.goal.id,
      league.rival.id,
      league.sub.id,
    ]);
    expect(ids).toContain(old.goal.id);
    expect(ids).not.toContain(league.voided.id);
    expect(body.items.some((r) => r.event.type === 'void')).toBe(false);
    expect(body.total).toBe(9);
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
    const goal = body.items[1];
    expect(goal).toMatchObject({
      matchId: s.match.id,
      opponent: 'Inter Movistar',
      matchType: 'league',
      display: "4'",
      side: 'us',
    });
    expect(goal?.competitionName).toBe('Liga Regional');
    expect(body.items[2]?.side).toBe('rival');
    expect(body.items[0]?.side).toBe('neutral');
    const friendlyRow = body.items.find((r) => r.event.id === old.goal.id);
    expect(friendlyRow).toMatchObject({
      matchId: friendly.id,
      competitionId: null,
      display: "25'",
    });
    expect(body.players[s.players[0]!.id]).toEqual({ name: 'Jugador 1', number: 1 });
  });

  it('filters by type, any player the event names, match and competition, and pages with a total', async () => {
    const { s, p2, p6, competitionId, league, friendly, old } = await season();
    expect((await list(s, '?type=goal')).items.map((r) => r.event.id)).toEqual([
      league.goal.id,
      old.goal.id,
    ]);
    // p2 assisted the goal and left in the substitution.
    expect((await list(s, `?playerId=${p2}`)).items.map((r) => r.event.id)).toEqual([
      league.goal.id,
      league.sub.id,
    ]);
    expect((await list(s, `?playerId=${p6}`)).items.map((r) => r.event.id)).toEqual([
      league.sub.id,
    ]);
    const byMatch = await list(s, `?matchId=${friendly.id}`);
    expect(byMatch.total).toBe(5);
    expect(byMatch.items.every((r) => r.matchId === friendly.id)).toBe(true);
    expect((await list(s, `?competitionId=${competitionId}`)).total).toBe(4);
    expect((await list(s, `?competitionId=${competitionId}&type=foul`)).total).toBe(0);
    const page2 = await list(s, '?pageSize=4&page=2');
    expect(page2).toMatchObject({ total: 9, page: 2, pageSize: 4 });
    expect(page2.items.map((r) => r.matchId)).toEqual(Array(4).fill(friendly.id));
    expect((await list(s, '?pageSize=4&page=4')).items).toEqual([]);
    // Empty filter values are no filter (a form that submits blanks).
    expect((await list(s, '?type=&playerId=')).total).toBe(9);
  });

  it('leaves out a stored event the engine refuses on replay', async () => {
    const { s } = await season();
    // Straight into the table, past the append checks: a second time-out in the first half.
    const first = ev('timeout', 'first', 13);
    const second = ev('timeout', 'first', 14);
    for (const e of [first, second]) {
      await t.db
        .insert(matchEvents)
        .values({ id: e.id, matchId: s.match.id, type: e.type, payload: e as never });
    }
    const body = await list(s, '?type=timeout');
    expect(body.items.map((r) => r.event.id)).toEqual([first.id]);
  });

  it('answers 400 for bad filters with the field in the details', async () => {
    const { s } = await season();
    for (const [query, path, key] of [
      ['?type=void', 'type', 'validation.matchEvent.type'],
      ['?type=dance', 'type', 'validation.matchEvent.type'],
      ['?playerId=nope', 'playerId', 'errors.PLAYER_ID_INVALID'],
      ['?matchId=1', 'matchId', 'errors.MATCH_ID_INVALID'],
      ['?competitionId=x', 'competitionId', 'errors.COMPETITION_ID_INVALID'],
      ['?page=0', 'page', 'validation.page'],
      ['?pageSize=201', 'pageSize', 'validation.page'],
      ['?page=abc', 'page', 'validation.page'],
    ] as const) {
      const res = await get(s.teamId, s.coach.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
      expect(res.json().error.details[0], query).toMatchObject({ path, key });
    }
  });

  it("answers 404 for another user's or a missing team, 401 anonymous, 400 TEAM_ID_INVALID for bad ids", async () => {
    const { s } = await season();
    const other = await registerAndLogin(t.app);
    const res = await get(s.teamId, other.token);
    expect(res.statusCode).toBe(404);
    expect((await get(missingId(), s.coach.token)).statusCode).toBe(404);
    expect((await get(s.teamId, null)).statusCode).toBe(401);
    expect((await get(s.teamId, null, '?type=dance')).statusCode).toBe(401);
    // Naming another user's match as a filter of one's own team shows nothing of it.
    const mine = await setupMatch(t.app);
    expect((await list(mine, `?matchId=${s.match.id}`)).total).toBe(0);
    for (const bad of BAD_IDS) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/events/team/${bad}`,
        headers: { ...bearer(s.coach.token), 'accept-language': 'es' },
      });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toMatchObject({
        code: 'TEAM_ID_INVALID',
        message: 'ID de equipo inválido',
      });
    }
  });
});

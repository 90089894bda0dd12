import { ZOpponentReport, ZOpponentsResponse, type TOpponentReport } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingId } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { ev, postEvent } from '../../../test/matches';
import { addRivalAMatches } from '../../../test/opponent';
import { buildSeason, type Season } from '../../../test/season';

let t: TestApp;
let s: Season;
let ids: { d: string; next: string };
let other: Awaited<ReturnType<typeof registerAndLogin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app);
  ids = await addRivalAMatches(t.app, s);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = s.coach.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const report = async (name: string): Promise<TOpponentReport> => {
  const res = await get(`/api/stats/team/${s.teamId}/opponent?name=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZOpponentReport.parse(res.json());
};

describe('GET /api/stats/team/{teamId}/opponents', () => {
  it('lists each rival once, in its latest spelling, with its matches', async () => {
    const res = await get(`/api/stats/team/${s.teamId}/opponents`);
    expect(res.statusCode, res.body).toBe(200);
    const { opponents } = ZOpponentsResponse.parse(res.json());
    expect(opponents.map((o) => [o.name, o.matches, o.finished])).toEqual([
      ['RIVAL A', 3, 2],
      ['Rival B', 1, 1],
      ['Rival C', 1, 1],
    ]);
  });
});

describe('GET /api/stats/team/{teamId}/opponent', () => {
  it('sums the finished matches against the rival, as computed by hand', async () => {
    // A (3 days ago, 2–1) and D (" rivál a ", 20 days ago, 2–1); the scheduled one not counted.
    const r = await report('  rival A ');
    expect(r.opponent).toBe('Rival A');
    expect(r.record).toEqual({
      gamesPlayed: 2,
      wins: 2,
      draws: 0,
      losses: 0,
      goalsFor: 4,
      goalsAgainst: 2,
      points: 6,
      goalDifference: 2,
    });
    expect(r.matches.map((m) => [m.matchId, m.goalsFor, m.goalsAgainst, m.result])).toEqual([
      [s.matchIds.a, 2, 1, 'W'],
      [ids.d, 2, 1, 'W'],
    ]);
    expect(r.goalsByPeriod).toEqual([
      { period: 'first', for: 1, against: 2 },
      { period: 'second', for: 3, against: 0 },
    ]);
    // D's voided rival foul is left out.
    expect(r.fouls).toEqual([
      { period: 'first', for: 1, against: 1 },
      { period: 'second', for: 1, against: 1 },
    ]);
    expect(r.cards).toEqual([
      { period: 'first', yellowFor: 0, redFor: 0, redAgainst: 0 },
      { period: 'second', yellowFor: 1, redFor: 0, redAgainst: 1 },
    ]);
    // A's penalty, D's placed transition shot and corner goal.
    expect(r.situations).toEqual({
      penalty: { shots: 1, goals: 1 },
      transition: { shots: 1, goals: 0 },
      corner: { shots: 1, goals: 1 },
    });
    expect(r.shotFigures.shots).toEqual({ for: 5, against: 3 });
    expect(r.shotFigures.map.map((m) => [m.side, m.outcome, m.x, m.y])).toEqual([
      ['rival', 'saved', 0.7, 0.5],
      ['rival', 'goal', 0.9, 0.4],
    ]);
  });

  it('matches any spelling of the name, and answers an unknown one with an empty report', async () => {
    expect((await report('RIVÁL A')).record.gamesPlayed).toBe(2);
    const none = await report('Nobody FC');
    expect(none.opponent).toBe('Nobody FC');
    expect(none.record.gamesPlayed).toBe(0);
    expect(none.matches).toEqual([]);
    expect(none.shotFigures.shots).toEqual({ for: 0, against: 0 });
  });

  it('recomputes when an event is voided', async () => {
    const foul = ev('rival_foul', 'second', 38);
    expect((await postEvent(t.app, s.coach.token, ids.d, foul)).statusCode).toBe(201);
    expect((await report('rival a')).fouls[1]).toEqual({ period: 'second', for: 1, against: 2 });
    const v = ev('void', 'second', 38, { voidsEventId: foul.id }, 5);
    expect((await postEvent(t.app, s.coach.token, ids.d, v)).statusCode).toBe(201);
    expect((await report('rival a')).fouls[1]).toEqual({ period: 'second', for: 1, against: 1 });
  });

  it.each([
    ['no name', ''],
    ['a blank name', '?name=%20%20'],
    ['a name too long', `?name=${'x'.repeat(51)}`],
  ])('refuses %s (400)', async (_label, query) => {
    const res = await get(`/api/stats/team/${s.teamId}/opponent${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: [{ path: 'name' }] },
    });
  });

  it('answers the owner only: 404 another user or a missing team, 401 anonymous, 400 a bad id', async () => {
    for (const path of ['opponents', 'opponent?name=Rival%20A']) {
      expect((await get(`/api/stats/team/${s.teamId}/${path}`, other.token)).statusCode).toBe(404);
      expect((await get(`/api/stats/team/${missingId()}/${path}`)).statusCode).toBe(404);
      expect((await get(`/api/stats/team/${s.teamId}/${path}`, null)).statusCode).toBe(401);
      expect((await get(`/api/stats/team/not-a-uuid/${path}`)).statusCode).toBe(400);
    }
    expect((await get(`/api/stats/team/${s.teamId}/opponent`, null)).statusCode).toBe(401);
  });
});

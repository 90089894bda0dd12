import type { TMatchStatsResponse, TPlayerStatsResponse, TTeamStatsResponse } from '@futsal/shared';
import { ZMatchStatsResponse, ZPlayerStatsResponse, ZTeamStatsResponse } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_IDS, createTeam, missingId } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import {
  createMatch,
  ev,
  lineupOf,
  logEvents,
  postEvent,
  putLineup,
  setupMatch,
} from '../../../test/matches';
import { buildSeason, daysAgo, wholeRange, type Season } from '../../../test/season';
import { matchFigures } from '../../db/schema';
import { DERIVATION_VERSION, rederiveOutdated } from '../match-log';

let t: TestApp;
let s: Season;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = s.coach.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const team = async (query = wholeRange()): Promise<TTeamStatsResponse> => {
  const res = await get(`/api/stats/team/${s.teamId}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZTeamStatsResponse.parse(res.json());
};
const player = async (n: number, query = wholeRange()): Promise<TPlayerStatsResponse> => {
  const res = await get(`/api/stats/player/${s.players[n - 1]?.id}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPlayerStatsResponse.parse(res.json());
};
const matchStats = async (matchId: string, token = s.coach.token): Promise<TMatchStatsResponse> => {
  const res = await get(`/api/stats/match/${matchId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return ZMatchStatsResponse.parse(res.json());
};
const pid = (n: number) => s.players[n - 1]?.id ?? '';

describe('GET /api/stats/team/{teamId}', () => {
  it('sums the finished matches of the period as computed by hand', async () => {
    const r = await team();
    expect(r.statistics).toEqual({
      gamesPlayed: 3,
      wins: 2,
      draws: 0,
      losses: 1,
      goalsFor: 4,
      goalsAgainst: 3,
    });
    expect(r.kpis).toEqual({
      points: 6,
      goalDifference: 1,
      cleanSheets: 1,
      winRate: 0.667,
      form: ['W', 'L', 'W'],
    });
    expect(r.averages).toEqual({ goalsFor: 1.33, goalsAgainst: 1, shots: 1.67, fouls: 0.33 });
    // 4 goals + 1 shot on target: a goal is a shot on target.
    expect(r.shooting).toEqual({ shots: 5, onTarget: 5, goals: 4, accuracy: 1, conversion: 0.8 });
    expect(r.discipline).toEqual({
      fouls: { for: 1, against: 0 },
      yellowCards: 1,
      redCards: { for: 0, against: 1 },
    });
    expect(r.goals.byPeriod).toEqual([
      { period: 'first', for: 2, against: 2 },
      { period: 'second', for: 2, against: 1 },
      { period: 'firstExtra', for: 0, against: 0 },
      { period: 'secondExtra', for: 0, against: 0 },
    ]);
    expect(r.goals.byBand).toHaveLength(8);
    expect(r.goals.byBand.map((b) => [b.fromMinute, b.for, b.against])).toEqual([
      [0, 1, 0],
      [5, 1, 0],
      [10, 0, 2],
      [15, 0, 0],
      [20, 0, 0],
      [25, 1, 0],
      [30, 0, 0],
      [35, 1, 1],
    ]);
    expect(r.goals.extraTime).toEqual({ for: 0, against: 0 });
    expect(r.goals.types).toEqual({
      for: { corner: 1, game_situation: 1 },
      against: { penalty: 1 },
    });
    expect(r.goals.finishing).toEqual({ for: { right_foot: 1, left_foot: 1 }, against: {} });
    // B: the rival was sent off at 36', we scored at 37:30 (inside its 2 minutes).
    expect(r.goals.whileRivalShort).toEqual({ for: 1, against: 0 });
    expect(r.goals.whileShort).toEqual({ for: 0, against: 0 });
    expect(r.splits.home).toMatchObject({ gamesPlayed: 2, wins: 2, points: 6 });
    expect(r.splits.away).toMatchObject({ gamesPlayed: 1, losses: 1, goalDifference: -1 });
    expect(r.splits.byType.map((x) => [x.type, x.record.gamesPlayed])).toEqual([
      ['friendly', 1],
      ['league', 2],
    ]);
    expect(r.results.map((x) => [x.opponent, x.goalsFor, x.goalsAgainst, x.result])).toEqual([
      ['Rival A', 2, 1, 'W'],
      ['Rival B', 1, 2, 'L'],
      ['Rival C', 1, 0, 'W'],
    ]);
  });

  it('gives each player matches, minutes, goals and +/- and the quintets their time together', async () => {
    const r = await team();
    const line = (n: number) => r.players.find((p) => p.playerId === pid(n));
    // Player 1 played the whole of the three matches: +1 (A 2–1), −1 (B 1–2), +1 (C 1–0).
    expect(line(1)).toMatchObject({
      matches: 3,
      starts: 3,
      secondsPlayed: 3 * 2400,
      goals: 3,
      assists: 0,
      shots: 3,
      plusMinus: 1,
    });
    expect(line(2)).toMatchObject({ assists: 1 });
    expect(line(3)).toMatchObject({ shots: 1, shotsOnTarget: 1, goals: 0 });
    expect(line(4)).toMatchObject({ fouls: 1, yellowCards: 1 });
    // Player 5 left at 25' of A: on court for 3' (for) and 12' (against), not for 27'.
    expect(line(5)).toMatchObject({ secondsPlayed: 1500 + 2400 * 2, plusMinus: 0 + -1 + 1 });
    expect(line(6)).toMatchObject({
      matches: 1,
      starts: 0,
      secondsPlayed: 900,
      goals: 1,
      plusMinus: 1,
    });
    expect(line(7)).toMatchObject({ matches: 0, secondsPlayed: 0 });
    const starters = [1, 2, 3, 4, 5].map(pid).sort();
    const afterSub = [1, 2, 3, 4, 6].map(pid).sort();
    expect(r.quintets[0]).toEqual({
      playerIds: starters,
      secondsTogether: 1500 + 4800,
      goalsFor: 3,
      goalsAgainst: 3,
      plusMinus: 0,
    });
    expect(r.quintets[1]).toEqual({
      playerIds: afterSub,
      secondsTogether: 900,
      goalsFor: 1,
      goalsAgainst: 0,
      plusMinus: 1,
    });
  });

  it('filters by last 30 days, type, venue and competition', async () => {
    expect((await team('range=30d')).statistics).toMatchObject({
      gamesPlayed: 2,
      goalsFor: 3,
      goalsAgainst: 3,
    });
    expect((await team(`${wholeRange()}&type=friendly`)).statistics).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
    });
    expect((await team(`${wholeRange()}&venue=away`)).statistics).toMatchObject({
      gamesPlayed: 1,
      losses: 1,
    });
    const none = await team(`${wholeRange()}&competitionId=${missingId()}`);
    expect(none.statistics.gamesPlayed).toBe(0);
    const r = await team('range=season');
    expect(r.period).toMatchObject({
      range: 'season',
      seasonStartMonth: 8,
      to: daysAgo(0).slice(0, 10),
    });
  });

  it('counts finished matches only: a live match stays out of season figures', async () => {
    const live = await setupMatch(t.app, { date: daysAgo(1) });
    await logEvents(t.app, live.coach.token, live.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 2, { playerId: live.players[0]?.id }),
    ]);
    const res = await get(`/api/stats/team/${live.teamId}?range=30d`, live.coach.token);
    expect(res.json().statistics).toEqual({
      gamesPlayed: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 0,
      goalsAgainst: 0,
    });
    const m = await matchStats(live.match.id, live.coach.token);
    expect(m).toMatchObject({
      status: 'live',
      score: { us: 1, rival: 0 },
      team: { shots: { for: 1, onTarget: 1 } },
    });
  });

  it('answers zeros and empty lists for an empty season', async () => {
    const coach = await registerAndLogin(t.app);
    const empty = await createTeam(t.app, coach.token);
    const res = await get(`/api/stats/team/${empty.id}`, coach.token);
    expect(res.statusCode, res.body).toBe(200);
    const r = ZTeamStatsResponse.parse(res.json());
    expect(r.statistics.gamesPlayed).toBe(0);
    expect(r.kpis).toEqual({ points: 0, goalDifference: 0, cleanSheets: 0, winRate: 0, form: [] });
    expect(r.shooting.accuracy).toBe(0);
    expect(r.players).toEqual([]);
    expect(r.quintets).toEqual([]);
    expect(r.results).toEqual([]);
    expect(r.goals.byBand.every((b) => b.for === 0 && b.against === 0)).toBe(true);
  });

  it.each([
    ['from after to', 'range=custom&from=2026-03-02&to=2026-03-01', 'validation.stats.fromAfterTo'],
    ['custom without dates', 'range=custom', 'validation.stats.customDates'],
    ['unknown range', 'range=year', 'validation.stats.range'],
    ['unknown type', 'type=charity', 'validation.stats.type'],
    ['unknown venue', 'venue=neutral', 'validation.stats.venue'],
    ['bad date', 'range=custom&from=2026-13-01&to=2026-12-01', 'validation.stats.date'],
  ])('refuses %s (400)', async (_name, query, key) => {
    const res = await get(`/api/stats/team/${s.teamId}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: { key: string }) => d.key)).toContain(key);
  });
});

describe('access', () => {
  const routes = () => [
    { url: `/api/stats/team/${s.teamId}`, code: 'TEAM_ID_INVALID', base: '/api/stats/team/' },
    { url: `/api/stats/player/${pid(1)}`, code: 'PLAYER_ID_INVALID', base: '/api/stats/player/' },
    {
      url: `/api/stats/match/${s.matchIds.a}`,
      code: 'MATCH_ID_INVALID',
      base: '/api/stats/match/',
    },
  ];

  it('answers the owner, 404 for another user or a missing id, 401 anonymous (even with bad filters)', async () => {
    for (const r of routes()) {
      expect((await get(r.url)).statusCode, r.url).toBe(200);
      expect((await get(r.url, other.token)).statusCode, r.url).toBe(404);
      expect((await get(`${r.base}${missingId()}`)).statusCode, r.url).toBe(404);
      expect((await get(r.url, null)).statusCode, r.url).toBe(401);
      expect((await get(`${r.url}?range=custom`, null)).statusCode, r.url).toBe(401);
    }
  });

  it('refuses reserved and malformed ids with the resource code', async () => {
    for (const r of routes()) {
      for (const bad of BAD_IDS) {
        const res = await get(`${r.base}${bad}`);
        expect(res.statusCode, `${r.base}${bad}`).toBe(400);
        expect(res.json().error.code).toBe(r.code);
      }
    }
  });
});

describe('GET /api/stats/player/{playerId}', () => {
  it('totals, per 40 minutes, participation and a row per match', async () => {
    const r = await player(6);
    expect(r.player).toEqual({
      id: pid(6),
      teamId: s.teamId,
      name: 'Jugador 6',
      number: 6,
      position: 'winger',
    });
    expect(r).not.toHaveProperty('player.nationalId');
    expect(r.totals).toMatchObject({
      matches: 1,
      starts: 0,
      secondsPlayed: 900,
      goals: 1,
      shots: 1,
      plusMinus: 1,
    });
    expect(r.per40).toEqual({ goals: 2.67, assists: 0, shots: 2.67, fouls: 0 });
    expect(r.participation).toMatchObject({ substitute_played: 1, bench: 2, starter: 0 });
    expect(r.goalTypes).toEqual({ game_situation: 1 });
    expect(r.finishingTypes).toEqual({ left_foot: 1 });
    expect(r.matches.map((m) => [m.opponent, m.participation, m.goals])).toEqual([
      ['Rival A', 'substitute_played', 1],
      ['Rival B', 'bench', 0],
      ['Rival C', 'bench', 0],
    ]);
    const p1 = await player(1, 'range=30d');
    expect(p1.totals).toMatchObject({ matches: 2, goals: 2, plusMinus: 0 });
  });

  it('answers zeros for a player without finished matches in the period', async () => {
    const r = await player(1, 'range=custom&from=2000-01-01&to=2000-12-31');
    expect(r.totals).toMatchObject({ matches: 0, goals: 0, secondsPlayed: 0 });
    expect(r.per40).toEqual({ goals: 0, assists: 0, shots: 0, fouls: 0 });
    expect(r.matches).toEqual([]);
  });
});

describe('derived rows', () => {
  it('follow an append and a void', async () => {
    const m = await setupMatch(t.app);
    const scorer = m.players[0]?.id ?? '';
    const goal = ev('goal', 'first', 4, { playerId: scorer, goalType: 'penalty' });
    await logEvents(t.app, m.coach.token, m.match.id, [ev('period_start', 'first', 0), goal]);
    let r = await matchStats(m.match.id, m.coach.token);
    expect(r.score).toEqual({ us: 1, rival: 0 });
    expect(r.players.find((p) => p.playerId === scorer)).toMatchObject({
      goals: 1,
      shots: 1,
      plusMinus: 1,
    });
    expect(r.team.goalTypes.for).toEqual({ penalty: 1 });
    const undo = await postEvent(
      t.app,
      m.coach.token,
      m.match.id,
      ev('void', 'first', 5, { voidsEventId: goal.id }),
    );
    expect(undo.statusCode, undo.body).toBe(201);
    r = await matchStats(m.match.id, m.coach.token);
    expect(r.score).toEqual({ us: 0, rival: 0 });
    expect(r.players.find((p) => p.playerId === scorer)).toMatchObject({
      goals: 0,
      shots: 0,
      plusMinus: 0,
    });
    expect(r.team.goalTypes.for).toEqual({});
  });

  it('follow a lineup change', async () => {
    const m = await setupMatch(t.app);
    let r = await matchStats(m.match.id, m.coach.token);
    expect(r.players.filter((p) => p.participation === 'starter').map((p) => p.number)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    const res = await putLineup(
      t.app,
      m.coach.token,
      m.match.id,
      lineupOf([...m.players].reverse(), 5, 2),
    );
    expect(res.statusCode, res.body).toBe(200);
    r = await matchStats(m.match.id, m.coach.token);
    expect(r.players.filter((p) => p.participation === 'starter').map((p) => p.number)).toEqual([
      10, 11, 12, 13, 14,
    ]);
    expect(
      r.players.filter((p) => p.participation === 'not_selected').map((p) => p.number),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('are rebuilt by the start-up job when missing or derived by an older version', async () => {
    await t.db.delete(matchFigures).where(eq(matchFigures.matchId, s.matchIds.c));
    await t.db
      .update(matchFigures)
      .set({ derivationVersion: 0, goalsFor: 99 })
      .where(eq(matchFigures.matchId, s.matchIds.a));
    await rederiveOutdated(t.db);
    const r = await team();
    expect(r.statistics).toMatchObject({ gamesPlayed: 3, goalsFor: 4 });
    const [row] = await t.db
      .select()
      .from(matchFigures)
      .where(eq(matchFigures.matchId, s.matchIds.a));
    expect(row?.derivationVersion).toBe(DERIVATION_VERSION);
  });

  it('go with a deleted match', async () => {
    const m = await createMatch(t.app, s.coach.token, s.teamId, { date: daysAgo(2) });
    await putLineup(t.app, s.coach.token, m.id, lineupOf(s.players));
    expect(
      await t.db.select().from(matchFigures).where(eq(matchFigures.matchId, m.id)),
    ).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/matches/${m.id}`,
      headers: bearer(s.coach.token),
    });
    expect(del.statusCode).toBe(204);
    expect(
      await t.db.select().from(matchFigures).where(eq(matchFigures.matchId, m.id)),
    ).toHaveLength(0);
  });
});

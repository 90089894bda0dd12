import { ZMatchStatsResponse, ZTeamStatsResponse, expectedGoals } from '@futsal/shared';
import type { TMatchStatsResponse } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, getLog, logEvents, postEvent, setupMatch } from '../../../test/matches';
import { daysAgo, wholeRange } from '../../../test/season';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};
const matchStats = async (matchId: string, token: string): Promise<TMatchStatsResponse> =>
  ZMatchStatsResponse.parse(await get(`/api/stats/match/${matchId}`, token));

describe('shot maps, expected goals and game states through the API (issue 38)', () => {
  it('derives placed shots of both teams on append and recomputes them on a void', async () => {
    const m = await setupMatch(t.app, { date: daysAgo(1) });
    const id = (n: number) => m.players[n - 1]?.id ?? '';
    const shot = ev('shot', 'first', 2, { playerId: id(1) });
    const rival = ev('rival_shot', 'first', 4);
    // Scored man up at 4:30: the rival's window ends with it (Law 3).
    const goal = ev('goal', 'first', 4, { playerId: id(2) }, 30);
    await logEvents(t.app, m.coach.token, m.match.id, [
      ev('period_start', 'first', 0),
      shot,
      ev('shot_place', 'first', 2, { shotEventId: shot.id, x: 0.95, y: 0.5, outcome: 'saved' }),
      ev('rival_red_card', 'first', 3),
      rival,
      ev('shot_place', 'first', 4, {
        shotEventId: rival.id,
        x: 0.6,
        y: 0.5,
        situation: 'transition',
      }),
      goal,
      ev('shot_place', 'first', 4, { shotEventId: goal.id, x: 0.9, y: 0.3, goalMouth: 'top_left' }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);
    let s = (await matchStats(m.match.id, m.coach.token)).shotFigures;
    expect(s.map.map((x) => [x.side, x.zone, x.outcome, x.strength])).toEqual([
      ['us', 'area_central', 'saved', 'even'],
      ['rival', 'long', null, 'man_up'],
      ['us', 'area_wide', 'goal', 'man_up'],
    ]);
    const xgFor =
      expectedGoals('area_central', null, 'even') + expectedGoals('area_wide', null, 'man_up');
    expect(s.xg.for).toBeCloseTo(xgFor, 3);
    // The rival's shot was taken a man down: its own multiplier is its transition's.
    expect(s.xg.against).toBeCloseTo(expectedGoals('long', 'transition', 'man_down'), 3);
    expect(s.goalMouth.for).toEqual({ top_left: 1 });
    expect(s.byPlayer.map((p) => [p.playerId, p.shots, p.goals])).toEqual([
      [id(2), 1, 1],
      [id(1), 1, 0],
    ]);
    expect(s.gameStates.strength.man_up).toMatchObject({
      seconds: 90,
      goalsFor: 1,
      shotsAgainst: 1,
    });
    expect(s.gameStates.strength.even.seconds).toBe(2400 - 90);

    // The season's team figures read the same.
    const team = ZTeamStatsResponse.parse(
      await get(`/api/stats/team/${m.teamId}?${wholeRange()}`, m.coach.token),
    );
    expect(team.shotFigures.shots).toEqual({ for: 2, against: 1 });
    expect(team.shotFigures.xg.for).toBeCloseTo(xgFor, 3);

    // Voiding the rival's shot takes it out of every figure; its place stays in the log, inert.
    const v = await postEvent(t.app, m.coach.token, m.match.id, {
      ...ev('void', 'second', 39),
      voidsEventId: rival.id,
    });
    expect(v.statusCode, v.body).toBe(201);
    s = (await matchStats(m.match.id, m.coach.token)).shotFigures;
    expect(s.shots).toEqual({ for: 2, against: 0 });
    expect(s.xg.against).toBe(0);
  });

  it('refuses a bad place or outcome with 400 and its codes, storing nothing', async () => {
    const m = await setupMatch(t.app, { date: daysAgo(1) });
    await logEvents(t.app, m.coach.token, m.match.id, [ev('period_start', 'first', 0)]);
    const shot = ev('rival_shot', 'first', 1);
    await logEvents(t.app, m.coach.token, m.match.id, [shot]);
    const before = (await getLog(t.app, m.coach.token, m.match.id)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ x: 1.2, y: 0.5 }, 'x', 'validation.matchEvent.courtPoint'],
      [{ x: 0.5 }, 'x', 'validation.matchEvent.courtPoint'],
      [{ x: 0.5, y: -0.1 }, 'y', 'validation.matchEvent.courtPoint'],
      [{ x: 0.5, y: 0.5, outcome: 'goal' }, 'outcome', 'validation.matchEvent.shotOutcome'],
      [{ situation: 'corner_kick' }, 'situation', 'validation.matchEvent.situation'],
      [{ goalMouth: 'middle' }, 'goalMouth', 'validation.matchEvent.goalMouth'],
      [{ shotEventId: 'nope' }, 'shotEventId', 'validation.matchEvent.shotEventId'],
    ];
    for (const [extra, path, key] of cases) {
      const res = await postEvent(t.app, m.coach.token, m.match.id, {
        ...ev('shot_place', 'first', 1, { shotEventId: shot.id }),
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path, key }));
    }
    expect(await getLog(t.app, m.coach.token, m.match.id)).toHaveLength(before);
  });

  it('answers 404 to another user and 401 to anonymous for a shot place', async () => {
    const m = await setupMatch(t.app, { date: daysAgo(1) });
    const other = await setupMatch(t.app, { date: daysAgo(1) });
    const place = ev('shot_place', 'first', 1, { shotEventId: m.match.id, x: 0.5, y: 0.5 });
    expect((await postEvent(t.app, other.coach.token, m.match.id, place)).statusCode).toBe(404);
    expect((await postEvent(t.app, null, m.match.id, place)).statusCode).toBe(401);
  });
});

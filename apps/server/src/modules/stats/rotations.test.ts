import {
  ZMatchStatsResponse,
  ZPlayerStatsResponse,
  ZTeamStatsResponse,
  type TMatchStatsResponse,
} from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';

/** The month of `setupMatch`'s match. */
const MARCH = 'range=custom&from=2026-03-01&to=2026-03-31';

/** Rotation figures (issue 37): stored by the append with the figures rows, read by stats. */
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
  return res.json();
};
const matchStats = async (m: MatchSetup): Promise<TMatchStatsResponse> =>
  ZMatchStatsResponse.parse(await get(`/api/stats/match/${m.match.id}`, m.coach.token));

describe('rotation figures through the match log', () => {
  it('appear after appends, follow a void, and add up over the season', async () => {
    const m = await setupMatch(t.app);
    const id = (n: number) => m.players[n - 1]?.id ?? '';
    const goal = ev('goal', 'first', 15, { playerId: id(1) });
    const backOn = ev('substitution', 'second', 25, { playerOutId: id(6), playerInId: id(5) });
    await logEvents(t.app, m.coach.token, m.match.id, [
      ev('period_start', 'first', 0),
      ev('substitution', 'first', 4, { playerOutId: id(5), playerInId: id(6) }),
      ev('flying_goalkeeper_on', 'first', 10, { playerId: id(1) }),
      ev('flying_goalkeeper_off', 'first', 12),
      goal,
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      backOn,
      ev('period_end', 'second', 40),
    ]);
    let r = await matchStats(m);
    const line = (n: number) => r.rotations.players.find((p) => p.playerId === id(n));
    const pair = (a: number, b: number) =>
      r.rotations.pairs.find(
        (p) => [...p.playerIds].sort().join() === [id(a), id(b)].sort().join(),
      );
    expect(line(5)).toEqual({
      playerId: id(5),
      stints: 2,
      averageStintSec: 570,
      longestStintSec: 900,
      secondsPlayed: 1140,
      restSeconds: 1260,
      workRest: 0.9,
      flyingGoalkeeperSec: 0,
      periodSeconds: { first: 240, second: 900 },
    });
    expect(line(1)).toMatchObject({ stints: 2, flyingGoalkeeperSec: 120, restSeconds: 0 });
    expect(line(1)?.workRest).toBeNull();
    // Never on court: no rotation line.
    expect(line(7)).toBeUndefined();
    expect(pair(1, 6)).toEqual({
      playerIds: [id(1), id(6)].sort(),
      secondsTogether: 1260,
      goalsFor: 1,
      goalsAgainst: 0,
      plusMinus: 1,
    });

    // Voiding the goal and the change back: the figures rows follow in the same append.
    for (const e of [goal, backOn]) {
      const res = await postEvent(
        t.app,
        m.coach.token,
        m.match.id,
        ev('void', 'second', 40, { voidsEventId: e.id }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    r = await matchStats(m);
    expect(line(5)).toMatchObject({ stints: 1, secondsPlayed: 240, longestStintSec: 240 });
    expect(line(6)).toMatchObject({ stints: 2, periodSeconds: { first: 960, second: 1200 } });
    expect(pair(1, 6)).toMatchObject({ secondsTogether: 2160, goalsFor: 0, plusMinus: 0 });
    expect(pair(1, 5)).toMatchObject({ secondsTogether: 240 });

    const season = ZTeamStatsResponse.parse(
      await get(`/api/stats/team/${m.teamId}?${MARCH}`, m.coach.token),
    );
    expect(season.rotations.players.find((p) => p.playerId === id(6))).toMatchObject({
      stints: 2,
      secondsPlayed: 2160,
      averageStintSec: 1080,
    });
    // Most time together first: two who played the whole match.
    expect(season.rotations.pairs[0]).toMatchObject({ secondsTogether: 2400 });
    expect(
      season.rotations.pairs.find((p) => p.playerIds.join() === [id(1), id(6)].sort().join()),
    ).toMatchObject({ secondsTogether: 2160, goalsFor: 0 });
    const one = ZPlayerStatsResponse.parse(
      await get(`/api/stats/player/${id(1)}?${MARCH}`, m.coach.token),
    );
    expect(one.rotation).toMatchObject({ stints: 2, flyingGoalkeeperSec: 120 });
  });
});

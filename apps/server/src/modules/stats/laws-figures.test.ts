import type { TPlayerStatsResponse, TTeamStatsResponse } from '@futsal/shared';
import { ZPlayerStatsResponse, ZTeamStatsResponse } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
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
const teamStats = async (m: MatchSetup): Promise<TTeamStatsResponse> =>
  ZTeamStatsResponse.parse(await get(`/api/stats/team/${m.teamId}?${wholeRange()}`, m.coach.token));
const playerStats = async (m: MatchSetup, n: number): Promise<TPlayerStatsResponse> =>
  ZPlayerStatsResponse.parse(
    await get(`/api/stats/player/${m.players[n - 1]?.id}?${wholeRange()}`, m.coach.token),
  );

describe('figures that depend on who is on court, through the API', () => {
  it('keeps a goal scored after a second-yellow sending-off out of the player’s plus/minus', async () => {
    const m = await setupMatch(t.app, { date: daysAgo(2) });
    const id = (n: number) => m.players[n - 1]?.id ?? '';
    await logEvents(t.app, m.coach.token, m.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 2, { playerId: id(1) }),
      ev('yellow_card', 'first', 3, { playerId: id(2) }),
      ev('yellow_card', 'first', 5, { playerId: id(2) }),
      ev('goal', 'first', 6, { playerId: id(3) }),
      ev('substitution', 'first', 8, { playerInId: id(6) }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);

    const team = await teamStats(m);
    const line = (n: number) => team.players.find((p) => p.playerId === id(n));
    // Player 2 saw the first goal only: he had left the court at 5:00.
    expect(line(2)).toMatchObject({ secondsPlayed: 300, plusMinus: 1, redCards: 1 });
    expect(line(1)).toMatchObject({ secondsPlayed: 2400, plusMinus: 2 });
    expect(line(6)).toMatchObject({ plusMinus: 0 });
    expect((await playerStats(m, 2)).totals).toMatchObject({ plusMinus: 1 });

    // The two minutes with four on court are nobody's quintet.
    const key = (...n: number[]) => n.map(id).sort();
    expect(team.quintets.map((q) => [q.playerIds, q.secondsTogether, q.goalsFor])).toEqual([
      [key(1, 3, 4, 5, 6), 2400 - 480, 0],
      [key(1, 2, 3, 4, 5), 300, 1],
    ]);
  });

  it('counts own goals (Law 10) in the score and plus/minus, in no player’s goals', async () => {
    const m = await setupMatch(t.app, { date: daysAgo(1) });
    const id = (n: number) => m.players[n - 1]?.id ?? '';
    await logEvents(t.app, m.coach.token, m.match.id, [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 3, { ownGoal: true }),
      ev('goal', 'first', 5, { playerId: id(1) }),
      ev('rival_goal', 'first', 9, { ownGoal: true, playerId: id(2) }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);
    // A goal without a scorer is refused unless it is the rival's own goal.
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/events/match/${m.match.id}`,
      headers: bearer(m.coach.token),
      payload: ev('goal', 'second', 30),
    });
    expect(bad.statusCode).toBe(400);

    const team = await teamStats(m);
    const mine = team.results.find((r) => r.matchId === m.match.id);
    expect(mine).toMatchObject({ goalsFor: 2, goalsAgainst: 1 });
    expect(team.goals.ownGoals).toEqual({ for: 1, against: 1 });
    const line = (n: number) => team.players.find((p) => p.playerId === id(n));
    expect(line(1)).toMatchObject({ goals: 1, shots: 1, plusMinus: 1 });
    expect(line(2)).toMatchObject({ goals: 0, shots: 0, plusMinus: 1 });
    expect((await playerStats(m, 2)).totals).toMatchObject({ goals: 0, plusMinus: 1 });
  });
});

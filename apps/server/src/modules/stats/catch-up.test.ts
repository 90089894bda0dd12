import {
  ZMatchStatsResponse,
  ZPlayerStatsResponse,
  ZTeamStatsResponse,
  type TMatchEventRequest,
} from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { EventsRepository } from '../events/events.repository';
import { FiguresRepository, rederiveStale } from './figures.repository';
import { StatsRepository } from './stats.repository';

/**
 * Decision 0085: a live append writes the event and the match row, not the
 * derived rows; every read of figures derives the rows that are behind their
 * log first. Each test appends through the API's cached path (no lock taken),
 * so the rows lag, and reads what a coach would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
const range = () => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `range=custom&from=${day(Date.now() - 7 * 86_400_000)}&to=${day(Date.now())}`;
};

const get = async (s: MatchSetup, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(s.coach.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};
const teamStats = async (s: MatchSetup) =>
  ZTeamStatsResponse.parse(await get(s, `/api/stats/team/${s.teamId}?${range()}`));
const playerStats = async (s: MatchSetup, playerId: string) =>
  ZPlayerStatsResponse.parse(await get(s, `/api/stats/player/${playerId}?${range()}`));
const matchStats = async (s: MatchSetup) =>
  ZMatchStatsResponse.parse(await get(s, `/api/stats/match/${s.match.id}`));

/** Appends that must take the cached path: the rows they leave behind are what is tested. */
async function appendLive(s: MatchSetup, events: readonly TMatchEventRequest[]) {
  const locked = vi.spyOn(EventsRepository.prototype, 'lockForAppend');
  try {
    await logEvents(t.app, s.coach.token, s.match.id, events);
    expect(locked).not.toHaveBeenCalled();
  } finally {
    locked.mockRestore();
  }
}

const shot = (s: MatchSetup, n: number, minute: number) =>
  ev('shot', 'first', minute, { playerId: s.players[n]?.id, onTarget: true });

describe('derived rows behind the log (decision 0085)', () => {
  it('are derived before the team, player and match figures are read, and the cached reply moves on', async () => {
    const s = await setupMatch(t.app, { date: twoDaysAgo });
    const p1 = s.players[0]?.id ?? '';
    // The locked path writes the rows at the first event: the match starts cached.
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    await appendLive(s, [shot(s, 0, 1)]);
    expect((await matchStats(s)).team.shots).toEqual({ for: 1, onTarget: 1 });
    // The team's figures count finished matches: none yet, and this reply is cached.
    expect((await teamStats(s)).statistics.gamesPlayed).toBe(0);
    // The match goes on and ends live: a stale reply would still say no games.
    await appendLive(s, [
      shot(s, 0, 2),
      ev('goal', 'first', 3, { playerId: p1 }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);
    expect(await new StatsRepository(t.db).isStale(s.match.id)).toBe(true);
    const team = await teamStats(s);
    expect(team.statistics).toMatchObject({ gamesPlayed: 1, wins: 1, goalsFor: 1 });
    expect(team.averages.shots).toBe(3);
    // The totals per player, read from the lines: derived before they are read, not after.
    expect(team.players.find((p) => p.playerId === p1)).toMatchObject({ goals: 1, shots: 3 });
    const player = await playerStats(s, p1);
    expect(player.totals).toMatchObject({ goals: 1, shots: 3 });
    const match = await matchStats(s);
    expect(match.status).toBe('finished');
    expect(match.players.find((l) => l.playerId === p1)).toMatchObject({
      goals: 1,
      shots: 3,
      secondsPlayed: 40 * 60,
    });
    expect(await new StatsRepository(t.db).isStale(s.match.id)).toBe(false);
  });

  it('are derived once for readers that found them behind at the same time', async () => {
    const s = await setupMatch(t.app, { date: twoDaysAgo });
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    await appendLive(s, [shot(s, 2, 1), shot(s, 2, 2)]);
    const write = vi.spyOn(FiguresRepository.prototype, 'write');
    try {
      const reads = await Promise.all([matchStats(s), matchStats(s), teamStats(s)]);
      expect(reads[0].team.shots.for).toBe(2);
      expect(reads[1]).toEqual(reads[0]);
      // Each reader found the rows behind; only the first to take the match's lock derived them.
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      write.mockRestore();
    }
  });

  it('are caught up by the start-up sweep, which leaves fresh rows alone', async () => {
    const s = await setupMatch(t.app, { date: twoDaysAgo });
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    expect(await rederiveStale(t.db, [s.teamId])).toBe(0);
    await appendLive(s, [shot(s, 1, 1)]);
    expect(await rederiveStale(t.db, [s.teamId])).toBe(1);
    expect(await new StatsRepository(t.db).isStale(s.match.id)).toBe(false);
    expect((await matchStats(s)).team.shots).toEqual({ for: 1, onTarget: 1 });
  });
});

import { ZMatchStatsResponse, ZPlayerStatsResponse, ZTeamStatsResponse } from '@futsal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer, useTestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';
import { FiguresRepository } from './figures.repository';

const t = useTestApp();

const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const range = () => `range=custom&from=${day(Date.now() - 7 * 86_400_000)}&to=${day(Date.now())}`;

const get = async (s: MatchSetup, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(s.coach.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};

/** Every row version of the tables a read could write: any insert, update or delete changes it. */
async function rowVersions(): Promise<string> {
  const tables = [
    'matches',
    'match_events',
    'match_figures',
    'match_player_lines',
    'match_quintets',
  ];
  const parts = tables.map(
    (table) =>
      `(select count(*)::text || '.' || coalesce(sum(x.xmin::text::bigint), 0)::text from ${table} x)`,
  );
  const result = await t.db.execute(sql.raw(`select concat_ws('|', ${parts.join(', ')}) as v`));
  const rows = (Array.isArray(result) ? result : (result as { rows: { v: string }[] }).rows) as {
    v: string;
  }[];
  return rows[0]?.v ?? '';
}

describe('one append path', () => {
  it("shows an append's figures to the very next read, which writes nothing", async () => {
    const s = await setupMatch(t.app, { date: twoDaysAgo });
    const p1 = s.players[0]?.id ?? '';
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0),
      ev('shot', 'first', 1, { playerId: p1, onTarget: true }),
      ev('goal', 'first', 2, { playerId: p1 }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('period_end', 'second', 40),
    ]);
    const before = await rowVersions();
    const write = vi.spyOn(FiguresRepository.prototype, 'writeAll');
    try {
      const match = ZMatchStatsResponse.parse(await get(s, `/api/stats/match/${s.match.id}`));
      expect(match.status).toBe('finished');
      expect(match.team.shots).toEqual({ for: 2, onTarget: 2 });
      expect(match.players.find((p) => p.playerId === p1)).toMatchObject({ goals: 1, shots: 2 });
      const team = ZTeamStatsResponse.parse(await get(s, `/api/stats/team/${s.teamId}?${range()}`));
      expect(team.statistics).toMatchObject({ gamesPlayed: 1, wins: 1, goalsFor: 1 });
      expect(team.players.find((p) => p.playerId === p1)).toMatchObject({ goals: 1, shots: 2 });
      const player = ZPlayerStatsResponse.parse(await get(s, `/api/stats/player/${p1}?${range()}`));
      expect(player.totals).toMatchObject({ goals: 1, shots: 2, secondsPlayed: 40 * 60 });
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
    expect(await rowVersions()).toBe(before);
  });

  it('lands every one of many concurrent appends to one match, with a consistent score and figures', async () => {
    const s = await setupMatch(t.app);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const onCourt = s.players.slice(0, 5).map((p) => p.id);
    const ours = Array.from({ length: 8 }, (_, i) =>
      ev('goal', 'first', 1 + i, { playerId: onCourt[i % 5] }),
    );
    const theirs = Array.from({ length: 6 }, (_, i) => ev('rival_goal', 'first', 10 + i));
    const answers = await Promise.all(
      [...ours, ...theirs].map((e) => postEvent(t.app, s.coach.token, s.match.id, e)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const match = ZMatchStatsResponse.parse(await get(s, `/api/stats/match/${s.match.id}`));
    expect(match.score).toEqual({ us: 8, rival: 6 });
    expect(match.goalsByPeriod.find((g) => g.period === 'first')).toMatchObject({
      for: 8,
      against: 6,
    });
    expect(match.players.reduce((n, p) => n + p.goals, 0)).toBe(8);
    const log = (await get(s, `/api/events/match/${s.match.id}`)) as { events: unknown[] };
    expect(log.events).toHaveLength(15);
  });
});

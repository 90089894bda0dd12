import { DEFAULT_USER_SETTINGS, type TTeamStatsResponse } from '@futsal/shared';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, forgotten, type TestApp, useTestApp } from '../../test/helpers';
import { createMatch, voidFirst } from '../../test/matches';
import { buildSeason, wholeRange, type Season } from '../../test/season';
import { matches, userSettings } from '../db/schema';
import { StatsRepository } from '../modules/stats/stats.repository';

/**
 * Decision 0108: GET /stats/team from each instance's memory, beside the lists of
 * decision 0064. Whatever the figures show, changed by the app or by hand, on this
 * instance or another, must show on the next read once the change is announced.
 */

const figures = async (t: TestApp, s: Season, query = wholeRange()) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stats/team/${s.teamId}?${query}`,
    headers: bearer(s.coach.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TTeamStatsResponse>();
};

/**
 * Resolves once `t` has heard every notification committed before it: PostgreSQL delivers
 * them in commit order, so one sent now arrives after them all.
 */
async function settled(t: TestApp): Promise<void> {
  const marker = randomUUID();
  const heard = forgotten(t, marker);
  await t.db.execute(sql`select pg_notify('futsal_sessions', ${`data:${marker}`})`);
  await heard;
}

describe('team figures from memory on one instance', () => {
  let t: TestApp;
  let s: Season;
  beforeAll(async () => {
    t = await createTestApp();
    s = await buildSeason(t.app);
    // The season's own announcements (its first read derives figures rows) are behind us.
    await figures(t, s);
    await settled(t);
  });
  afterAll(async () => t?.close());

  it('answers a repeated read without a query, and the owner’s write on the next read', async () => {
    const before = await figures(t, s);
    expect(t.app.sessionCache.replyCountOf(s.coach.user.id)).toBeGreaterThan(0);
    const fingerprint = vi.spyOn(StatsRepository.prototype, 'teamFingerprint');
    try {
      expect(await figures(t, s)).toEqual(before);
      expect(fingerprint).not.toHaveBeenCalled();
      await voidFirst(t.app, s.coach.token, s.matchIds.a, 'shot');
      const after = await figures(t, s);
      expect(fingerprint).toHaveBeenCalled();
      expect(after.shooting.shots).toBe(before.shooting.shots - 1);
      expect(after.statistics).toEqual(before.statistics);
    } finally {
      fingerprint.mockRestore();
    }
  });

  it('shows changes made by hand once it hears them (migration 0016)', async () => {
    await figures(t, s);
    let news = forgotten(t, s.coach.user.id);
    // Neither the score nor the status: every update of a finished match is announced.
    await t.db.update(matches).set({ opponent: 'Rival Z' }).where(eq(matches.id, s.matchIds.a));
    await news;
    expect((await figures(t, s)).results.map((r) => r.opponent)).toContain('Rival Z');

    const before = await figures(t, s);
    news = forgotten(t, s.coach.user.id);
    await t.db.execute(
      sql`update match_figures set corners = corners + 5 where match_id = ${s.matchIds.a}`,
    );
    await news;
    expect((await figures(t, s)).corners).toBe(before.corners + 5);

    // The season's start month resolves the period: another month than the default moves it.
    const month = (DEFAULT_USER_SETTINGS.seasonStartMonth % 12) + 1;
    const now = new Date();
    const year = now.getUTCFullYear() - (now.getUTCMonth() + 1 >= month ? 0 : 1);
    const season = (await figures(t, s, 'range=season')).period;
    news = forgotten(t, s.coach.user.id);
    await t.db
      .insert(userSettings)
      .values({ userId: s.coach.user.id, ...DEFAULT_USER_SETTINGS, seasonStartMonth: month })
      .onConflictDoUpdate({ target: userSettings.userId, set: { seasonStartMonth: month } });
    await news;
    const moved = (await figures(t, s, 'range=season')).period;
    expect(moved.from).toBe(`${year}-${String(month).padStart(2, '0')}-01`);
    expect(moved.from).not.toBe(season.from);
  });

  it('hears nothing of a match that is not finished: its figures are not in the season', async () => {
    const scheduled = await createMatch(t.app, s.coach.token, s.teamId);
    await figures(t, s);
    await settled(t);
    const kept = t.app.sessionCache.replyCountOf(s.coach.user.id);
    expect(kept).toBeGreaterThan(0);
    await t.db.update(matches).set({ opponent: 'Rival Y' }).where(eq(matches.id, scheduled.id));
    await settled(t);
    expect(t.app.sessionCache.replyCountOf(s.coach.user.id)).toBe(kept);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'team figures from memory across two instances on one PostgreSQL',
  () => {
    const a = useTestApp();
    const b = useTestApp();

    it("B shows A's correction of a finished match once it hears it", async () => {
      const s = await buildSeason(a.app);
      await figures(b, s);
      await settled(b);
      const before = await figures(b, s);
      expect(b.app.sessionCache.replyCountOf(s.coach.user.id)).toBeGreaterThan(0);

      const news = forgotten(b, s.coach.user.id);
      await voidFirst(a.app, s.coach.token, s.matchIds.a, 'foul');
      await news;
      const after = await figures(b, s);
      expect(after.discipline.fouls.for).toBe(before.discipline.fouls.for - 1);
      expect(after.statistics).toEqual(before.statistics);
    });
  },
);

import { ZMatchStatsResponse } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { matchFigures } from '../../db/schema';
import { DERIVATION_VERSION } from './derive';
import { rederiveOutdated } from './rederive';

const t = useTestApp();

const figuresOf = async (matchId: string) =>
  (await t.db.select().from(matchFigures).where(eq(matchFigures.matchId, matchId)))[0];
const matchStats = async (s: MatchSetup) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stats/match/${s.match.id}`,
    headers: bearer(s.coach.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZMatchStatsResponse.parse(res.json());
};

describe('the start-up re-derivation', () => {
  it('derives the rows of an older derivation and the missing ones, and leaves current rows alone', async () => {
    const older = await setupMatch(t.app);
    const missing = await setupMatch(t.app);
    const current = await setupMatch(t.app);
    for (const s of [older, missing, current]) {
      await logEvents(t.app, s.coach.token, s.match.id, [
        ev('period_start', 'first', 0),
        ev('shot', 'first', 1, { playerId: s.players[0]?.id, onTarget: true }),
      ]);
    }
    await t.db
      .update(matchFigures)
      .set({ derivationVersion: DERIVATION_VERSION - 1, shots: 99 })
      .where(eq(matchFigures.matchId, older.match.id));
    await t.db.delete(matchFigures).where(eq(matchFigures.matchId, missing.match.id));
    const untouched = await figuresOf(current.match.id);
    // A read shows the rows as they are: it derives nothing.
    expect((await matchStats(older)).team.shots.for).toBe(99);
    expect(await figuresOf(missing.match.id)).toBeUndefined();

    expect(await rederiveOutdated(t.db)).toBeGreaterThanOrEqual(2);

    expect((await matchStats(older)).team.shots).toEqual({ for: 1, onTarget: 1 });
    expect((await matchStats(missing)).team.shots).toEqual({ for: 1, onTarget: 1 });
    expect((await figuresOf(older.match.id))?.derivationVersion).toBe(DERIVATION_VERSION);
    expect(await figuresOf(current.match.id)).toEqual(untouched);
    expect(await rederiveOutdated(t.db)).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, postEvent, setupMatch, type MatchSetup } from '../../../test/matches';
import { KeptFolds } from './kept-folds';
import { deriveFigures } from './rederive';

const t = useTestApp();

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, string>[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
}

/** A match's figures rows as stored (the figures row's write time left out). */
async function figuresRows(db: Db, matchId: string): Promise<Record<string, string>> {
  const [row] = await rowsOf(
    db,
    sql`select
      (select coalesce(json_agg(l order by l.player_id), '[]') from match_player_lines l
        where l.match_id = ${matchId})::text as lines,
      (select coalesce(json_agg(q order by q.player_ids), '[]') from match_quintets q
        where q.match_id = ${matchId})::text as quintets,
      (select to_jsonb(f) - 'updated_at' from match_figures f where f.match_id = ${matchId})::text as team`,
  );
  return row ?? {};
}

/** The rows a derivation of the whole stored log writes (in a transaction rolled back). */
async function freshRows(db: Db, matchId: string): Promise<Record<string, string>> {
  let fresh: Record<string, string> = {};
  await db
    .transaction(async (tx) => {
      const [match] = await tx
        .select()
        .from(matches)
        .where(sql`${matches.id} = ${matchId}`)
        .for('update');
      if (!match) throw new Error('no match');
      await deriveFigures(tx, match);
      fresh = await figuresRows(tx, matchId);
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message.includes('Rollback'))) throw err;
    });
  return fresh;
}

/** Whether each append since the spy was set found its match's fold kept (true) or not. */
const hits = (take: MockInstance<KeptFolds['take']>) => take.mock.results.map((r) => !!r.value);

const kickOff = async (s: MatchSetup) => {
  await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
};

describe('the folds kept between appends', () => {
  it('writes, on kept folds, the rows a derivation of the whole log writes', async () => {
    const s = await setupMatch(t.app);
    const [p1, p2, p3, , , p6] = s.players.map((p) => p.id);
    const take = vi.spyOn(KeptFolds.prototype, 'take');
    try {
      await kickOff(s);
      const shot = ev('shot', 'first', 3, { playerId: p2, onTarget: false });
      await logEvents(t.app, s.coach.token, s.match.id, [
        ev('goal', 'first', 2, { playerId: p1, assistPlayerId: p2 }),
        shot,
        ev('foul', 'first', 4, { playerId: p3 }),
        ev('yellow_card', 'first', 5, { playerId: p3 }),
        ev('substitution', 'first', 6, { playerOutId: p1, playerInId: p6 }),
        ev('rival_goal', 'first', 8),
        // Late: a shot before the substitution, and a void.
        ev('shot', 'first', 1, { playerId: p1, onTarget: true }),
        ev('void', 'first', 9, { voidsEventId: shot.id }),
        ev('goal', 'first', 10, { playerId: p6 }),
      ]);
      expect(hits(take).slice(1)).toEqual(Array(9).fill(true));
    } finally {
      take.mockRestore();
    }
    expect(await figuresRows(t.db, s.match.id)).toEqual(await freshRows(t.db, s.match.id));
  });

  it('keeps a refused event out of the fold it keeps', async () => {
    const s = await setupMatch(t.app);
    const [p1, , , , , p6] = s.players.map((p) => p.id);
    await kickOff(s);
    // A substitute who never came on cannot score: refused, and nothing of it stays.
    const refused = await postEvent(
      t.app,
      s.coach.token,
      s.match.id,
      ev('goal', 'first', 1, { playerId: p6 }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    const take = vi.spyOn(KeptFolds.prototype, 'take');
    try {
      await logEvents(t.app, s.coach.token, s.match.id, [ev('goal', 'first', 2, { playerId: p1 })]);
      expect(hits(take)).toEqual([true]);
    } finally {
      take.mockRestore();
    }
    expect(await figuresRows(t.db, s.match.id)).toEqual(await freshRows(t.db, s.match.id));
    const [row] = await t.db
      .select()
      .from(matches)
      .where(sql`${matches.id} = ${s.match.id}`);
    expect(row).toMatchObject({ scoreUs: 1, scoreRival: 0 });
  });

  it('folds the stored log again after a lineup change made by another writer', async () => {
    const s = await setupMatch(t.app);
    const ids = s.players.map((p) => p.id);
    const [fifth = '', sixth = ''] = ids.slice(4, 6);
    await kickOff(s);
    // The fifth starter and the first substitute swapped in the row, as any writer could.
    const lineup = { starters: [...ids.slice(0, 4), sixth], substitutes: [fifth, ...ids.slice(6)] };
    await t.db
      .update(matches)
      .set({ lineup })
      .where(sql`${matches.id} = ${s.match.id}`);
    const take = vi.spyOn(KeptFolds.prototype, 'take');
    try {
      // On court only under the new lineup: a kept fold of the old one would refuse the goal.
      await logEvents(t.app, s.coach.token, s.match.id, [
        ev('goal', 'first', 1, { playerId: sixth }),
      ]);
      expect(hits(take)).toEqual([false]);
    } finally {
      take.mockRestore();
    }
    expect(await figuresRows(t.db, s.match.id)).toEqual(await freshRows(t.db, s.match.id));
  });

  it('folds the stored log again after a roster change (a player renamed, another deactivated)', async () => {
    const s = await setupMatch(t.app);
    const [p1, p2] = s.players.map((p) => p.id);
    await kickOff(s);
    const take = vi.spyOn(KeptFolds.prototype, 'take');
    try {
      await t.db.execute(sql`update players set name = 'Renombrado' where id = ${p1}`);
      await logEvents(t.app, s.coach.token, s.match.id, [ev('goal', 'first', 1, { playerId: p1 })]);
      await t.db.execute(sql`update players set is_active = false where id = ${p2}`);
      await logEvents(t.app, s.coach.token, s.match.id, [
        ev('shot', 'first', 2, { playerId: p1 }),
        ev('shot', 'first', 3, { playerId: p1 }),
      ]);
      expect(hits(take)).toEqual([false, false, true]);
    } finally {
      take.mockRestore();
    }
    expect(await figuresRows(t.db, s.match.id)).toEqual(await freshRows(t.db, s.match.id));
  });
});

// Two instances need one database: PostgreSQL (CI); two embedded PGlite apps would each have their own.
describe.skipIf(!process.env.TEST_DATABASE_URL)('kept folds across instances', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(async () => {
    await other?.close();
  });

  it("folds the stored log again after another instance's append", async () => {
    const s = await setupMatch(t.app);
    const [p1, p2, p3] = s.players.map((p) => p.id);
    await kickOff(s);
    await logEvents(t.app, s.coach.token, s.match.id, [ev('goal', 'first', 1, { playerId: p1 })]);
    // Another instance appends: this one's kept fold no longer stands for the log.
    await logEvents(other.app, s.coach.token, s.match.id, [
      ev('goal', 'first', 2, { playerId: p2 }),
    ]);
    const take = vi.spyOn(KeptFolds.prototype, 'take');
    try {
      await logEvents(t.app, s.coach.token, s.match.id, [ev('goal', 'first', 3, { playerId: p3 })]);
      expect(hits(take)).toEqual([false]);
    } finally {
      take.mockRestore();
    }
    const [row] = await t.db
      .select()
      .from(matches)
      .where(sql`${matches.id} = ${s.match.id}`);
    expect(row).toMatchObject({ scoreUs: 3, scoreRival: 0 });
    expect(await figuresRows(t.db, s.match.id)).toEqual(await freshRows(t.db, s.match.id));
  });
});

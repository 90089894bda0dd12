import { and, asc, count, eq, max } from 'drizzle-orm';
import type { TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import { matchEvents, type TMatchEventRow } from '../../db/schema';
import type { LogMark } from './live-state';

export class EventsRepository {
  constructor(private readonly db: Db) {}

  /** The match's log in append order, as the engine takes it. */
  async list(matchId: string): Promise<TMatchEvent[]> {
    const rows = await this.db
      .select({ payload: matchEvents.payload })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.seq));
    return rows.map((r) => r.payload);
  }

  /** How many events the log holds and the last `seq`: which log a cached state must stand for. */
  async mark(matchId: string): Promise<LogMark> {
    const [row] = await this.db
      .select({ count: count(), lastSeq: max(matchEvents.seq) })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId));
    return { count: row?.count ?? 0, lastSeq: Number(row?.lastSeq ?? 0) };
  }

  /** The log with its mark, read in one statement (under the match lock, they agree). */
  async listWithMark(matchId: string): Promise<{ log: TMatchEvent[]; mark: LogMark }> {
    const rows = await this.db
      .select({ payload: matchEvents.payload, seq: matchEvents.seq })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.seq));
    return {
      log: rows.map((r) => r.payload),
      mark: { count: rows.length, lastSeq: rows.at(-1)?.seq ?? 0 },
    };
  }

  /** Event ids are scoped to their match: another match's ids are never looked at. */
  async find(matchId: string, id: string): Promise<TMatchEventRow | null> {
    const [row] = await this.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.id, id)))
      .limit(1);
    return row ?? null;
  }

  /**
   * INSERT ... ON CONFLICT (match_id, id) DO NOTHING: null when this match
   * already has an event with this id, so a re-send can never make a second row.
   */
  async insert(matchId: string, event: TMatchEvent): Promise<TMatchEventRow | null> {
    const [row] = await this.db
      .insert(matchEvents)
      .values({ id: event.id, matchId, type: event.type, payload: event })
      .onConflictDoNothing({ target: [matchEvents.matchId, matchEvents.id] })
      .returning();
    return row ?? null;
  }
}

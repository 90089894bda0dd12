import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import { matchEvents, type TMatchEventRow } from '../../db/schema';

/** The NOTIFY channel of appended events; the payload is the match id. */
export const MATCH_EVENTS_CHANNEL = 'match_events';

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

  /** Rows appended after `seq` (a stream's Last-Event-ID), in append order. */
  async after(matchId: string, seq: number, limit = 1000): Promise<TMatchEventRow[]> {
    return this.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, seq)))
      .orderBy(asc(matchEvents.seq))
      .limit(limit);
  }

  /**
   * Tells every instance's streams that the match has new events (decision
   * 0047). Inside the append transaction, PostgreSQL delivers it on commit,
   * so a stream never reads before the rows are visible.
   */
  async notifyAppended(matchId: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${MATCH_EVENTS_CHANNEL}, ${matchId})`);
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

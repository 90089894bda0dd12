import { asc, eq } from 'drizzle-orm';
import type { TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import { matchEvents, type TMatchEventRow } from '../../db/schema';

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

  async find(id: string): Promise<TMatchEventRow | null> {
    const [row] = await this.db.select().from(matchEvents).where(eq(matchEvents.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * INSERT ... ON CONFLICT (id) DO NOTHING: null when an event with this id
   * already exists, so a re-send can never make a second row.
   */
  async insert(matchId: string, event: TMatchEvent): Promise<TMatchEventRow | null> {
    const [row] = await this.db
      .insert(matchEvents)
      .values({ id: event.id, matchId, type: event.type, payload: event })
      .onConflictDoNothing({ target: matchEvents.id })
      .returning();
    return row ?? null;
  }
}

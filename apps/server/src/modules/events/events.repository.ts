import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import { matchEvents, matches, teams, type TMatchEventRow, type TMatchRow } from '../../db/schema';
import type { RosterPlayer } from '../matches/matches.repository';
import type { LogMark } from './live-state';

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

  /**
   * The append's first statement: the owner's match locked FOR UPDATE (appends
   * to one match run one after another), its team's roster (the engine's
   * config) and its log's mark, in one round trip.
   */
  async lockForAppend(
    matchId: string,
    ownerId: string,
  ): Promise<{ match: TMatchRow; roster: RosterPlayer[]; mark: LogMark } | null> {
    const [row] = await this.db
      .select({
        match: matches,
        count: sql<number>`(select count(*)::int from ${matchEvents} e where e.match_id = ${matches.id})`,
        lastSeq: sql<string>`(select coalesce(max(e.seq), 0)::text from ${matchEvents} e where e.match_id = ${matches.id})`,
        roster: sql<
          RosterPlayer[]
        >`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'number', p.number, 'status', p.status, 'isActive', p.is_active) order by p.number), '[]'::json) from players p where p.team_id = ${matches.teamId})`,
      })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, matchId), eq(teams.ownerId, ownerId)))
      .limit(1)
      .for('update', { of: matches });
    if (!row) return null;
    return {
      match: row.match,
      roster: row.roster,
      mark: { count: row.count, lastSeq: Number(row.lastSeq) },
    };
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

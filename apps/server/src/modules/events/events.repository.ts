import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import { matchEvents, matches, teams, type TMatchEventRow, type TMatchRow } from '../../db/schema';
import type { RosterPlayer } from '../matches/matches.repository';
import { rawQuery, type RawQuery } from '../../db/raw';
import {
  appendGuarded,
  ROSTER_FINGERPRINT,
  ROSTER_JSON,
  type AppendGuard,
  type GuardedAppend,
  type GuardedResult,
} from './append-statement';
import type { LogMark } from './live-state';
import { SendBatch } from './send-batch';

/** The NOTIFY channel of appended events; the payload is the match id. */
export const MATCH_EVENTS_CHANNEL = 'match_events';

export class EventsRepository {
  private raw: RawQuery | null = null;
  private notifies: SendBatch<string, undefined> | null = null;
  private appends: SendBatch<{ guard: AppendGuard; append: GuardedAppend }, GuardedResult> | null =
    null;

  constructor(private readonly db: Db) {}

  /**
   * The guarded append (decision 0066), outside any transaction; the appends
   * of other matches made while one statement is on its way go together in
   * the next (decision 0080). A batch that fails writes nothing, so each of
   * its appends answers null and takes the locked path on its own: one
   * append's failure is not the others'. Alone, an append's error is its own.
   */
  appendGuarded(guard: AppendGuard, append: GuardedAppend): Promise<GuardedResult> {
    this.appends ??= new SendBatch(async (items) => {
      const raw = (this.raw ??= rawQuery(this.db));
      try {
        return await appendGuarded(raw, items);
      } catch (err) {
        if (items.length === 1) throw err;
        return items.map(() => null);
      }
    });
    return this.appends.add({ guard, append });
  }

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
   * 0047), once the append committed (decision 0066): PostgreSQL serializes
   * the commits of all transactions that NOTIFY, WAL flush included, so a
   * NOTIFY inside the append transaction capped appends at one disk flush
   * each. On its own it writes no WAL and commits without waiting for the
   * disk; the matches appended while one is sent go together in the next.
   */
  notifyAppended(matchId: string): Promise<void> {
    this.notifies ??= new SendBatch(async (ids) => {
      this.raw ??= rawQuery(this.db);
      await this.raw({
        name: 'events_notify_appended',
        text: 'select pg_notify($1, id) from json_array_elements_text($2::json) as id',
        values: [MATCH_EVENTS_CHANNEL, JSON.stringify([...new Set(ids)])],
      });
      return ids.map(() => undefined);
    });
    return this.notifies.add(matchId);
  }

  /**
   * The locked path's first statement: the owner's match locked FOR UPDATE
   * (appends to one match run one after another) and its team's roster (the
   * engine's config), with both as the text the guarded append compares
   * (decision 0066). The log is read by a later statement: this one's reads of
   * other tables are as of its start, before any wait for the lock.
   */
  async lockForAppend(
    matchId: string,
    ownerId: string,
  ): Promise<{
    match: TMatchRow;
    roster: RosterPlayer[];
    rowVersion: string;
    rosterFingerprint: string;
  } | null> {
    const [row] = await this.db
      .select({
        match: matches,
        rowVersion: sql<string>`${matches}.xmin::text`,
        rosterText: sql<string>`${sql.raw(ROSTER_JSON(`"matches"."team_id"`))}`,
        rosterFingerprint: sql<string>`${sql.raw(ROSTER_FINGERPRINT(`"matches"."team_id"`))}`,
      })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, matchId), eq(teams.ownerId, ownerId)))
      .limit(1)
      .for('update', { of: matches });
    if (!row) return null;
    return {
      match: row.match,
      roster: JSON.parse(row.rosterText) as RosterPlayer[],
      rowVersion: row.rowVersion,
      rosterFingerprint: row.rosterFingerprint,
    };
  }

  /**
   * Moves the locked match row after an append: status and score, and
   * `updated_at` strictly later. Returns the row and its new version (`xmin`,
   * the guard of decisions 0066 and 0088).
   */
  async moveMatch(
    matchId: string,
    progress: Pick<TMatchRow, 'status' | 'scoreUs' | 'scoreRival'>,
  ): Promise<{ match: TMatchRow; rowVersion: string }> {
    const [row] = await this.db
      .update(matches)
      .set({
        ...progress,
        updatedAt: sql`greatest(clock_timestamp(), "matches"."updated_at" + interval '1 microsecond')`,
      })
      .where(eq(matches.id, matchId))
      .returning({ ...getTableColumns(matches), rowVersion: sql<string>`"matches".xmin::text` });
    if (!row) throw new Error('moveMatch found no match');
    const { rowVersion, ...match } = row;
    return { match, rowVersion };
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
      mark: { lastSeq: rows.at(-1)?.seq ?? 0 },
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

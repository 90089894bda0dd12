import { and, asc, eq, getTableColumns, gt, isNotNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TEventLogger, TMatchEvent } from '@futsal/shared';
import type { Db } from '../../db/client';
import {
  matchEvents,
  matches,
  players,
  teamMembers,
  teams,
  users,
  type TMatchEventRow,
  type TMatchRow,
} from '../../db/schema';
import { fromJson } from './json-rows';
import type { RosterPlayer } from './match-rules';
import { isMember } from '../../lib/team-access';

/** The NOTIFY channel of appended events; the payload is the match id. */
export const MATCH_EVENTS_CHANNEL = 'match_events';

const owner = sql.placeholder('ownerId');

/** The lock, its text built once: a named statement, parsed and planned once per pooled connection. */
const LOCK = new PgDialect().sqlToQuery(sql`
  select row_to_json(m)::text as match, m.xmin::text || '@' || m.updated_at::text as row_version,
    (select md5(coalesce(string_agg(r.id::text || ':' || r.xmin::text, ',' order by r.id), ''))
      from (select p.id, p.xmin from ${players} p where p.team_id = m.team_id for key share) r
    ) as roster_version
  from ${matches} m join ${teams} t on t.id = m.team_id
  where m.id = ${sql.placeholder('matchId')}::uuid
    and (${owner}::uuid is null or exists (select 1 from ${teamMembers} tm where tm.team_id = t.id and tm.user_id = ${owner}::uuid))
  limit 1
  for update of m`);

/** A row as the feed reads it for the signed-in streams: with its logger's name (decision 0180). */
export type TFeedRow = TMatchEventRow & { loggerName: string | null };

/** A user's name as staff see it on the log. */
const loggerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export interface LockedMatch {
  match: TMatchRow;
  rowVersion: string;
  rosterVersion: string;
}

/** A match's event log: read, appended to under the match row's lock, and announced to the streams. */
export class EventsRepository {
  constructor(private readonly db: Db) {}

  async findOwnedMatch(matchId: string, ownerId: string): Promise<TMatchRow | null> {
    const [row] = await this.db
      .select({ match: matches })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, matchId), isMember(teams.id, ownerId)))
      .limit(1);
    return row?.match ?? null;
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

  /** Who logged the match's events: each logger once, with their events' ids in append order. */
  async loggers(matchId: string): Promise<(TEventLogger & { events: string[] })[]> {
    const rows = await this.db
      .select({
        id: users.id,
        name: loggerName,
        events: sql<string[]>`array_agg(${matchEvents.id}::text order by ${matchEvents.seq})`,
      })
      .from(matchEvents)
      .innerJoin(users, eq(users.id, matchEvents.loggedBy))
      .where(and(eq(matchEvents.matchId, matchId), isNotNull(matchEvents.loggedBy)))
      .groupBy(users.id);
    return rows;
  }

  /** Rows appended after `seq` (a stream's Last-Event-ID), in append order, with their logger's name. */
  async after(matchId: string, seq: number, limit = 1000): Promise<TFeedRow[]> {
    return this.db
      .select({ ...getTableColumns(matchEvents), loggerName: sql<string | null>`${loggerName}` })
      .from(matchEvents)
      .leftJoin(users, eq(users.id, matchEvents.loggedBy))
      .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, seq)))
      .orderBy(asc(matchEvents.seq))
      .limit(limit);
  }

  /**
   * Tells every instance's streams that the match has new events, after the
   * append committed: PostgreSQL serializes the commits of transactions that
   * NOTIFY, so one inside the append would cap appends at one disk flush each.
   */
  async notifyAppended(matchIds: readonly string[]): Promise<void> {
    await this.db.execute(
      sql`select pg_notify(${MATCH_EVENTS_CHANNEL}, id) from jsonb_array_elements_text(${JSON.stringify(matchIds)}::jsonb) id`,
    );
  }

  /**
   * The owner's match locked FOR UPDATE (appends, lineup changes and re-derivations of one match
   * run one after another), with its team's players locked against deletion (KEY SHARE) until
   * the transaction ends, so the figures written hold a line only for players that still exist.
   * With them, the versions of what an append's fold depends on: the match row as locked (every
   * append, lineup and status change moves it) and the roster (the players' row versions).
   */
  async lock(matchId: string, ownerId?: string): Promise<LockedMatch | null> {
    // Without selected fields, both drivers answer `{ rows }` as PostgreSQL sends them.
    const result = (await this.db._.session
      .prepareQuery(LOCK, undefined, 'match_log_lock', false)
      .execute({ matchId, ownerId: ownerId ?? null })) as {
      rows: { match: string; row_version: string; roster_version: string }[];
    };
    const row = result.rows[0];
    if (!row) return null;
    return {
      match: fromJson<TMatchRow>(matches, JSON.parse(row.match) as Record<string, unknown>),
      rowVersion: row.row_version,
      rosterVersion: row.roster_version,
    };
  }

  /**
   * The locked match's log and its team's roster, in a statement of its own that sees every
   * change committed while the lock was awaited. Both as JSON text: one parse each instead of a
   * row mapping per event.
   */
  async logAndRoster(
    match: Pick<TMatchRow, 'id' | 'teamId'>,
  ): Promise<{ roster: RosterPlayer[]; log: TMatchEvent[] }> {
    const [read] = await this.db
      .select({
        roster: sql<string>`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name,
          'number', r.number, 'status', r.status, 'isActive', r.is_active) order by r.number), '[]')::text
          from (select * from ${players} p where p.team_id = ${match.teamId} for key share) r)`,
        log: sql<string>`(select coalesce(json_agg(e.payload order by e.seq), '[]')::text
          from ${matchEvents} e where e.match_id = ${match.id})`,
      })
      .from(matches)
      .where(eq(matches.id, match.id));
    if (!read) throw new Error('logAndRoster found no match');
    return {
      roster: JSON.parse(read.roster) as RosterPlayer[],
      log: JSON.parse(read.log) as TMatchEvent[],
    };
  }

  /** `lock`, then the log and the roster as they are once it is held. */
  async lockMatch(
    matchId: string,
    ownerId?: string,
  ): Promise<{ match: TMatchRow; roster: RosterPlayer[]; log: TMatchEvent[] } | null> {
    const locked = await this.lock(matchId, ownerId);
    if (!locked) return null;
    return { match: locked.match, ...(await this.logAndRoster(locked.match)) };
  }

  /** Moves the locked match row after an append: status and score, and `updated_at` strictly later. */
  async moveMatch(
    matchId: string,
    progress: Pick<TMatchRow, 'status' | 'scoreUs' | 'scoreRival'>,
  ): Promise<TMatchRow> {
    const [row] = await this.db
      .update(matches)
      .set({
        ...progress,
        updatedAt: sql`greatest(clock_timestamp(), "matches"."updated_at" + interval '1 microsecond')`,
      })
      .where(eq(matches.id, matchId))
      .returning();
    if (!row) throw new Error('moveMatch found no match');
    return row;
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

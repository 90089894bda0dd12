import type { TMatchEvent } from '@futsal/shared';
import type { TMatchEventRow, TMatchRow } from '../../db/schema';
import type { RawQuery } from '../../db/raw';
import { teamRowsFingerprint } from '../../db/row-fingerprint';
import type { LogMark } from './live-state';

/** The roster as the engine's config takes it, as JSON text (the locked path's read). */
export const ROSTER_JSON = (teamId: string) =>
  `(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'number', p.number, 'status', p.status, 'isActive', p.is_active) order by p.number), '[]'::json)::text from players p where p.team_id = ${teamId})`;

/**
 * Which version of the team's player rows the roster was read from, in the locking read and in
 * the guard. It replaced an md5 of the roster's JSON (decision 0088): building and hashing that
 * text was a quarter of PostgreSQL's time per append.
 */
export const ROSTER_FINGERPRINT = (teamId: string) => teamRowsFingerprint('players', teamId);

/**
 * Appends as one statement (decisions 0066, 0080, 0083, 0085): for each
 * append it locks the owner's match row, checks that the cached state still
 * stands for it (the match row's version, the roster's fingerprint, the
 * log's last seq), and only then inserts the event and moves the match
 * row. The derived rows are not written: they now lag the log, and a read
 * derives them first (`rowsAreStale`). An append whose check fails (or whose
 * match is not the caller's) writes nothing and gets no row back: its caller
 * takes the locked path. The appends of one statement are of distinct
 * matches (appends to one match wait for each other), and their rows are
 * locked in id order, so two such statements cannot deadlock.
 *
 * Why the match row is part of the check: in READ COMMITTED a statement that
 * waited for the row lock still reads other tables as of its start, so the
 * log's last seq can miss an append committed while it waited; the locked row
 * itself is read at its newest version. Every append moves that row, so an
 * append by another instance that committed during the wait always fails the
 * check. The row's version is its `xmin`, the id of the transaction that wrote
 * it: any committed change of the row, by any writer, gives it a new one
 * (decision 0088; an md5 of the row's text before, 12 µs of PostgreSQL's time
 * per append for the two it took).
 */
const TEXT = `
with x as (
  select * from json_to_recordset($1::json) as x(
    i int, match_id uuid, owner_id uuid, row_version text, roster_fingerprint text, last_seq bigint,
    event_id uuid, type text, payload jsonb, status text, score_us int, score_rival int)
), m as (
  select x.i, m.xmin::text as row_version, ${ROSTER_FINGERPRINT('m.team_id')} as roster_fingerprint,
    (select coalesce(max(e.seq), 0)::bigint from match_events e where e.match_id = m.id) as last_seq
  from x join matches m on m.id = x.match_id join teams t on t.id = m.team_id and t.owner_id = x.owner_id
  order by m.id
  for update of m
), ok as (
  select x.* from x join m on m.i = x.i
  where m.row_version = x.row_version and m.roster_fingerprint = x.roster_fingerprint and m.last_seq = x.last_seq
), ev as (
  insert into match_events (id, match_id, type, payload)
  select ok.event_id, ok.match_id, ok.type, ok.payload from ok
  on conflict (match_id, id) do nothing
  returning match_id, seq, received_at
), done as (
  select ok.*, ev.seq, ev.received_at from ok join ev on ev.match_id = ok.match_id
), up as (
  update matches set status = done.status, score_us = done.score_us, score_rival = done.score_rival,
    updated_at = greatest(clock_timestamp(), matches.updated_at + interval '1 microsecond')
  from done where matches.id = done.match_id
  returning matches.id, matches.xmin::text as row_version
)
select done.i, done.seq, done.received_at, up.row_version from done join up on up.id = done.match_id`;

/** What the cached state says the stored match is; the statement writes only if it still is. */
export interface AppendGuard {
  ownerId: string;
  /** The match row's `xmin`, as text. */
  rowVersion: string;
  /** The roster's `ROSTER_FINGERPRINT`. */
  rosterFingerprint: string;
  mark: LogMark;
}

export interface GuardedAppend {
  match: Pick<TMatchRow, 'id' | 'status' | 'scoreUs' | 'scoreRival'>;
  event: TMatchEvent;
}

/** The stored event and the match row's new version, or null when the guard failed (nothing written). */
export type GuardedResult = { row: TMatchEventRow; rowVersion: string } | null;

/** One append as the statement's input row: the guard, the event and the match row's new values. */
function inputRow(i: number, guard: AppendGuard, append: GuardedAppend) {
  const { match, event } = append;
  return {
    i,
    match_id: match.id,
    owner_id: guard.ownerId,
    row_version: guard.rowVersion,
    roster_fingerprint: guard.rosterFingerprint,
    last_seq: guard.mark.lastSeq,
    event_id: event.id,
    type: event.type,
    payload: event,
    status: match.status,
    score_us: match.scoreUs,
    score_rival: match.scoreRival,
  };
}

/** Guarded appends of distinct matches, written by one statement; one result per append, in order. */
export async function appendGuarded(
  query: RawQuery,
  appends: readonly { guard: AppendGuard; append: GuardedAppend }[],
): Promise<GuardedResult[]> {
  const input = appends.map(({ guard, append }, i) => inputRow(i, guard, append));
  const rows = await query<{
    i: number;
    seq: string | number;
    received_at: string | Date;
    row_version: string;
  }>({ name: 'events_append_guarded', text: TEXT, values: [JSON.stringify(input)] });
  const results: GuardedResult[] = appends.map(() => null);
  for (const r of rows) {
    const entry = appends[r.i];
    if (!entry) continue;
    const { match, event } = entry.append;
    results[r.i] = {
      row: {
        id: event.id,
        matchId: match.id,
        seq: Number(r.seq),
        type: event.type,
        payload: event,
        receivedAt: new Date(r.received_at),
      },
      rowVersion: r.row_version,
    };
  }
  return results;
}

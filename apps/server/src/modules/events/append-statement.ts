import type { TMatchEvent } from '@futsal/shared';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  matchFigures,
  matchPlayerLines,
  matchQuintets,
  type TMatchEventRow,
  type TMatchRow,
} from '../../db/schema';
import type { RawQuery } from '../../db/raw';
import { DERIVATION_VERSION, type DerivedMatch } from '../stats/derive';
import type { LogMark } from './live-state';

/**
 * The roster as the engine's config takes it, as JSON text. The same
 * expression in the locking read and in the guard, so equal rosters give equal texts.
 */
export const ROSTER_JSON = (teamId: string) =>
  `(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'number', p.number, 'status', p.status, 'isActive', p.is_active) order by p.number), '[]'::json)::text from players p where p.team_id = ${teamId})`;

/** `col = excluded.col` for every column but the key: an upsert that takes the new row whole. */
const takeExcluded = (table: PgTable, key: readonly string[]) =>
  Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => !key.includes(name))
    .map((name) => `"${name}" = excluded."${name}"`)
    .join(', ');

/** A row as JSON with the table's column names, for json_populate_record(set). */
const asColumns = (table: PgTable, row: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [prop, col] of Object.entries(getTableColumns(table)))
    if (prop in row) out[col.name] = row[prop];
  return out;
};

/**
 * One append as one statement (decision 0066): it locks the owner's match
 * row, checks that the cached state still stands for it (the whole match row
 * as text, the roster as text, the log's count and last seq), and only then
 * inserts the event, writes the derived rows' changes and moves the match
 * row. No row comes back when any check fails (or the
 * match is not the caller's): nothing was written, and the caller takes the
 * locked path.
 *
 * Why the match row is part of the check: in READ COMMITTED a statement that
 * waited for the row lock still reads other tables as of its start, so the
 * log's count can miss an append committed while it waited; the locked row
 * itself is read at its newest version. Every append moves that row
 * (`updated_at` strictly increases), so an append by another instance that
 * committed during the wait always fails the check.
 */
const TEXT = `
with m as (
  select m.id, m::text as row_text, ${ROSTER_JSON('m.team_id')} as roster,
    (select count(*)::int from match_events e where e.match_id = m.id) as n,
    (select coalesce(max(e.seq), 0)::bigint from match_events e where e.match_id = m.id) as last_seq
  from matches m join teams t on t.id = m.team_id
  where m.id = $1 and t.owner_id = $2
  for update of m
), ok as (
  select id from m where row_text = $3 and roster = $4 and n = $5 and last_seq = $6::bigint
), ev as (
  insert into match_events (id, match_id, type, payload)
  select $7::uuid, ok.id, $8, $9::jsonb from ok
  on conflict (match_id, id) do nothing
  returning id, match_id, seq, type, payload, received_at
), up as (
  update matches set status = $10, score_us = $11, score_rival = $12,
    updated_at = greatest(clock_timestamp(), matches.updated_at + interval '1 microsecond')
  from ev where matches.id = ev.match_id
  returning matches::text as row_text
), fig as (
  insert into match_figures
  select r.* from json_populate_record(null::match_figures, $13::json) r, ev where $13::json is not null
  on conflict (match_id) do update set ${takeExcluded(matchFigures, ['match_id'])}
), lines as (
  insert into match_player_lines
  select r.* from json_populate_recordset(null::match_player_lines, $14::json) r, ev
  on conflict (match_id, player_id) do update set ${takeExcluded(matchPlayerLines, ['match_id', 'player_id'])}
), lines_gone as (
  delete from match_player_lines l using ev
  where l.match_id = ev.match_id and l.player_id in (select json_array_elements_text($15::json)::uuid)
), quintets as (
  insert into match_quintets
  select r.* from json_populate_recordset(null::match_quintets, $16::json) r, ev
  on conflict (match_id, player_ids) do update set ${takeExcluded(matchQuintets, ['match_id', 'player_ids'])}
), quintets_gone as (
  delete from match_quintets q using ev
  where q.match_id = ev.match_id and q.player_ids in (select json_array_elements_text($17::json))
)
select ev.seq, ev.received_at, up.row_text from ev, up`;

/** What the cached state says the stored match is; the statement writes only if it still is. */
export interface AppendGuard {
  ownerId: string;
  rowText: string;
  rosterText: string;
  mark: LogMark;
}

export interface GuardedAppend {
  match: Pick<TMatchRow, 'id' | 'teamId' | 'status' | 'scoreUs' | 'scoreRival'>;
  event: TMatchEvent;
  previous: DerivedMatch;
  next: DerivedMatch;
}

/** The stored event and the match row's new text, or null when the guard failed (nothing written). */
export async function appendGuarded(
  query: RawQuery,
  guard: AppendGuard,
  append: GuardedAppend,
): Promise<{ row: TMatchEventRow; rowText: string } | null> {
  const { match, event, previous, next } = append;
  const base = { matchId: match.id, teamId: match.teamId };
  const figures = sameJson(previous.team, next.team)
    ? null
    : asColumns(matchFigures, {
        ...base,
        derivationVersion: DERIVATION_VERSION,
        ...next.team,
        updatedAt: new Date().toISOString(),
      });
  const lines = diffBy(previous.players, next.players, (p) => p.playerId);
  const quintets = diffBy(previous.quintets, next.quintets, (q) => q.key);
  const rows = await query<{ seq: string | number; received_at: string | Date; row_text: string }>({
    name: 'events_append_guarded',
    text: TEXT,
    values: [
      match.id,
      guard.ownerId,
      guard.rowText,
      guard.rosterText,
      guard.mark.count,
      guard.mark.lastSeq,
      event.id,
      event.type,
      JSON.stringify(event),
      match.status,
      match.scoreUs,
      match.scoreRival,
      figures && JSON.stringify(figures),
      JSON.stringify(lines.upsert.map((p) => asColumns(matchPlayerLines, { ...base, ...p }))),
      JSON.stringify(lines.gone),
      JSON.stringify(
        quintets.upsert.map(({ key, ...q }) =>
          asColumns(matchQuintets, { ...base, playerIds: key, ...q }),
        ),
      ),
      JSON.stringify(quintets.gone),
    ],
  });
  const [r] = rows;
  if (!r) return null;
  return {
    row: {
      id: event.id,
      matchId: match.id,
      seq: Number(r.seq),
      type: event.type,
      payload: event,
      receivedAt: new Date(r.received_at),
    },
    rowText: r.row_text,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Rows of `next` that are new or changed, and keys of `previous` that are gone. */
export function diffBy<T>(previous: readonly T[], next: readonly T[], key: (row: T) => string) {
  const before = new Map(previous.map((row) => [key(row), JSON.stringify(row)]));
  const upsert = next.filter((row) => before.get(key(row)) !== JSON.stringify(row));
  const kept = new Set(next.map(key));
  const gone = [...before.keys()].filter((k) => !kept.has(k));
  return { upsert, gone };
}

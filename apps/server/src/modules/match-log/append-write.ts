import type { TMatchEvent } from '@futsal/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  matchEvents,
  matches,
  matchFigures,
  matchPairs,
  matchPlayerLines,
  matchQuintets,
  type TMatchEventRow,
  type TMatchRow,
} from '../../db/schema';
import { DERIVATION_VERSION, type DerivedMatch } from './derive';
import { asRecord, FIGURES, LINES, PAIRS, QUINTETS } from './figures.repository';
import { fromJson } from './json-rows';

export interface AppendWrite {
  /** The user appending (decision 0180): an assistant's events are theirs, not the owner's. */
  loggedBy: string;
  /** The events created, in the order they were judged. */
  events: readonly TMatchEvent[];
  derived: DerivedMatch;
  /** What the figures rows hold now, when known (a kept fold's): only rows that differ are written. */
  previous?: DerivedMatch;
  /** The team's players as locked; a lineup may still name a deleted one, who gets no line. */
  present: readonly { id: string }[];
  progress: Pick<TMatchRow, 'status' | 'scoreUs' | 'scoreRival'>;
}

export interface AppendWritten {
  rows: TMatchEventRow[];
  match: TMatchRow;
  /** The match row's version after the write, as `EventsRepository.lock` reads it. */
  rowVersion: string;
}

/** The rows of `next` that `previous` lacks or holds otherwise (by key); all of them without it. */
function changed<R>(next: readonly R[], key: (r: R) => string, previous?: readonly R[]): R[] {
  if (!previous) return [...next];
  const before = new Map(previous.map((r) => [key(r), JSON.stringify(r)]));
  return next.filter((r) => before.get(key(r)) !== JSON.stringify(r));
}

const p = (name: string) => sql.placeholder(name);
const matchId = sql`${p('matchId')}::uuid`;

/**
 * The write, its text built once: a named statement, parsed and planned once per pooled
 * connection, the rows going as JSON parameters.
 */
const WRITE = new PgDialect().sqlToQuery(sql`
  with ins as (
    insert into ${matchEvents} (id, match_id, type, payload, logged_by)
    select e.id, ${matchId}, e.type, e.payload, ${p('loggedBy')}::uuid
    from jsonb_to_recordset(${p('events')}::jsonb) as e(id uuid, type text, payload jsonb, ord int)
    order by e.ord
    returning *
  ), lines as (
    select * from jsonb_populate_recordset(null::match_player_lines, ${p('lines')}::jsonb)
  ), quintets as (
    select * from jsonb_populate_recordset(null::match_quintets, ${p('quintets')}::jsonb)
  ), pairs as (
    select * from jsonb_populate_recordset(null::match_pairs, ${p('pairs')}::jsonb)
  ), figures as (
    select * from jsonb_populate_recordset(null::match_figures, ${p('figures')}::jsonb)
  ), gone_lines as (
    delete from match_player_lines d where d.match_id = ${matchId}
      and d.player_id::text not in (select jsonb_array_elements_text(${p('keepLines')}::jsonb))
  ), gone_quintets as (
    delete from match_quintets d where d.match_id = ${matchId}
      and d.player_ids not in (select jsonb_array_elements_text(${p('keepQuintets')}::jsonb))
  ), gone_pairs as (
    delete from match_pairs d where d.match_id = ${matchId}
      and d.player_ids not in (select jsonb_array_elements_text(${p('keepPairs')}::jsonb))
  ), new_lines as (${sql.raw(LINES)}), new_quintets as (${sql.raw(QUINTETS)}),
  new_pairs as (${sql.raw(PAIRS)}),
  new_figures as (${sql.raw(FIGURES)}),
  moved as (
    update ${matches} set status = ${p('status')}::text, score_us = ${p('scoreUs')}::int,
      score_rival = ${p('scoreRival')}::int,
      updated_at = greatest(clock_timestamp(), ${matches.updatedAt} + interval '1 microsecond')
    where id = ${matchId}
    returning *, xmin::text || '@' || updated_at::text as row_version
  )
  select (select coalesce(json_agg(ins order by ins.seq), '[]') from ins)::text as events,
    row_to_json(moved)::text as match
  from moved`);

/**
 * An append's writes in one statement, with the match row locked by the caller: the events
 * inserted, the figures rows that changed upserted and those no longer derived deleted, and the
 * match row moved (status, score, `updated_at` strictly later).
 */
export async function writeAppend(
  db: Db,
  match: Pick<TMatchRow, 'id' | 'teamId'>,
  w: AppendWrite,
): Promise<AppendWritten> {
  const base = { matchId: match.id, teamId: match.teamId };
  const kept = new Set(w.present.map((p) => p.id));
  const lines = w.derived.players.filter((p) => kept.has(p.playerId));
  const previousLines = w.previous?.players.filter((p) => kept.has(p.playerId));
  const lineRows = changed(lines, (l) => l.playerId, previousLines).map((p) =>
    asRecord(matchPlayerLines, { ...base, ...p }),
  );
  const quintetRows = changed(w.derived.quintets, (q) => q.key, w.previous?.quintets).map(
    ({ key, ...q }) => asRecord(matchQuintets, { ...base, playerIds: key, ...q }),
  );
  const pairRows = changed(w.derived.pairs, (q) => q.key, w.previous?.pairs).map(({ key, ...q }) =>
    asRecord(matchPairs, { ...base, playerIds: key, ...q }),
  );
  const teamChanged =
    !w.previous || JSON.stringify(w.previous.team) !== JSON.stringify(w.derived.team);
  const figureRows = teamChanged
    ? [
        asRecord(matchFigures, {
          ...base,
          derivationVersion: DERIVATION_VERSION,
          ...w.derived.team,
          updatedAt: new Date().toISOString(),
        }),
      ]
    : [];
  const events = w.events.map((e, ord) => ({ id: e.id, type: e.type, payload: e, ord }));
  // Without selected fields, both drivers answer `{ rows }` as PostgreSQL sends them.
  const result = (await db._.session
    .prepareQuery(WRITE, undefined, 'match_log_append_write', false)
    .execute({
      matchId: match.id,
      loggedBy: w.loggedBy,
      events: JSON.stringify(events),
      lines: JSON.stringify(lineRows),
      quintets: JSON.stringify(quintetRows),
      pairs: JSON.stringify(pairRows),
      figures: JSON.stringify(figureRows),
      keepLines: JSON.stringify(lines.map((l) => l.playerId)),
      keepQuintets: JSON.stringify(w.derived.quintets.map((q) => q.key)),
      keepPairs: JSON.stringify(w.derived.pairs.map((q) => q.key)),
      status: w.progress.status,
      scoreUs: w.progress.scoreUs,
      scoreRival: w.progress.scoreRival,
    })) as { rows: { events: string; match: string | null }[] };
  const row = result.rows[0];
  if (!row?.match) throw new Error('writeAppend found no match');
  const moved = JSON.parse(row.match) as Record<string, unknown>;
  return {
    rows: (JSON.parse(row.events) as Record<string, unknown>[]).map((e) =>
      fromJson<TMatchEventRow>(matchEvents, e),
    ),
    match: fromJson<TMatchRow>(matches, moved),
    rowVersion: String(moved.row_version),
  };
}

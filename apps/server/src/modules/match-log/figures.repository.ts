import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  matchFigures,
  matchPairs,
  matchPlayerLines,
  matchQuintets,
  type TMatchRow,
} from '../../db/schema';
import { DERIVATION_VERSION, type DerivedMatch } from './derive';

/** A row as the table's record type reads it from JSON: keyed by column name. */
export function asRecord(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)))
    record[column.name] = row[key];
  return record;
}

/** `insert … select * from <rows> on conflict (keys) do update` every other column. */
function upsert(table: PgTable, keys: readonly string[], rows: string): string {
  const name = getTableName(table);
  const set = Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((c) => !keys.includes(c))
    .map((c) => `"${c}" = excluded."${c}"`)
    .join(', ');
  return `insert into "${name}" select * from ${rows} on conflict (${keys.map((k) => `"${k}"`).join(', ')}) do update set ${set}`;
}

export const LINES = upsert(matchPlayerLines, ['match_id', 'player_id'], 'lines');
export const QUINTETS = upsert(matchQuintets, ['match_id', 'player_ids'], 'quintets');
export const PAIRS = upsert(matchPairs, ['match_id', 'player_ids'], 'pairs');
export const FIGURES = upsert(matchFigures, ['match_id'], 'figures');

/**
 * Writes a match's derived rows (match_figures, match_player_lines,
 * match_quintets, match_pairs), all of them replaced, in one statement. Only with the
 * match row locked FOR UPDATE and its roster locked against deletion
 * (`EventsRepository.lockMatch`), in the transaction that changed the log or
 * the lineup: the rows then always stand for the stored log, and a read
 * never has anything to derive.
 */
export class FiguresRepository {
  constructor(private readonly db: Db) {}

  /** `present`: the team's players as locked; a lineup may still name a deleted one, who gets no line. */
  async writeAll(
    match: Pick<TMatchRow, 'id' | 'teamId'>,
    derived: DerivedMatch,
    present: readonly { id: string }[],
  ): Promise<void> {
    const base = { matchId: match.id, teamId: match.teamId };
    const kept = new Set(present.map((p) => p.id));
    const lines = derived.players
      .filter((p) => kept.has(p.playerId))
      .map((p) => asRecord(matchPlayerLines, { ...base, ...p }));
    const quintets = derived.quintets.map(({ key, ...q }) =>
      asRecord(matchQuintets, { ...base, playerIds: key, ...q }),
    );
    const pairs = derived.pairs.map(({ key, ...q }) =>
      asRecord(matchPairs, { ...base, playerIds: key, ...q }),
    );
    const figures = asRecord(matchFigures, {
      ...base,
      derivationVersion: DERIVATION_VERSION,
      ...derived.team,
      updatedAt: new Date().toISOString(),
    });
    // Rows no longer derived go, the others are updated in place: a delete and an insert of one
    // key cannot share a statement.
    await this.db.execute(sql`
      with lines as (
        select * from jsonb_populate_recordset(null::match_player_lines, ${JSON.stringify(lines)}::jsonb)
      ), quintets as (
        select * from jsonb_populate_recordset(null::match_quintets, ${JSON.stringify(quintets)}::jsonb)
      ), pairs as (
        select * from jsonb_populate_recordset(null::match_pairs, ${JSON.stringify(pairs)}::jsonb)
      ), figures as (
        select * from jsonb_populate_record(null::match_figures, ${JSON.stringify(figures)}::jsonb)
      ), gone_lines as (
        delete from match_player_lines d
        where d.match_id = ${match.id} and d.player_id not in (select player_id from lines)
      ), gone_quintets as (
        delete from match_quintets d
        where d.match_id = ${match.id} and d.player_ids not in (select player_ids from quintets)
      ), gone_pairs as (
        delete from match_pairs d
        where d.match_id = ${match.id} and d.player_ids not in (select player_ids from pairs)
      ), new_lines as (${sql.raw(LINES)}), new_quintets as (${sql.raw(QUINTETS)}),
      new_pairs as (${sql.raw(PAIRS)})
      ${sql.raw(FIGURES)}`);
  }
}

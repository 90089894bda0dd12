import { eq, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, matchFigures } from '../../db/schema';
import { DERIVATION_VERSION } from './derive';

/**
 * The log's last seq (0 for an empty log) for the match `matchId` names: what
 * `derived_seq` must reach for the match's rows to stand for its log.
 */
export const lastSeqOf = (matchId: SQLWrapper | string) =>
  sql`coalesce((select max(e.seq) from match_events e where e.match_id = ${matchId}), 0)`;

/**
 * Whether a match's rows (its match_figures row, joined) must be derived again before they are
 * read: missing, derived by an older version, or behind the log (decision 0085: a live append
 * writes the event and the match row only).
 */
export const rowsAreStale = (matchId: SQLWrapper = matches.id) =>
  or(
    isNull(matchFigures.matchId),
    lt(matchFigures.derivationVersion, DERIVATION_VERSION),
    sql`${matchFigures.derivedSeq} < ${lastSeqOf(matchId)}`,
  );

/** Whether the match's rows must be derived again before they are read (`rowsAreStale`). */
export async function matchIsStale(db: Db, matchId: string): Promise<boolean> {
  const [row] = await db
    .select({ stale: sql<boolean>`${rowsAreStale()}` })
    .from(matches)
    .leftJoin(matchFigures, eq(matchFigures.matchId, matches.id))
    .where(eq(matches.id, matchId));
  return row?.stale ?? true;
}

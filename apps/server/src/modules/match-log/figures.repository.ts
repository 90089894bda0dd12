import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchFigures, matchPlayerLines, matchQuintets, type TMatchRow } from '../../db/schema';
import { DERIVATION_VERSION, type DerivedMatch } from './derive';

/**
 * Writes a match's derived rows (match_figures, match_player_lines,
 * match_quintets), all of them replaced. Only with the match row locked FOR
 * UPDATE and its roster locked against deletion (`EventsRepository.lockMatch`),
 * in the transaction that changed the log or the lineup: the rows then always
 * stand for the stored log, and a read never has anything to derive.
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
    const figures = {
      ...base,
      derivationVersion: DERIVATION_VERSION,
      ...derived.team,
      updatedAt: new Date(),
    };
    const kept = new Set(present.map((p) => p.id));
    const lines = derived.players.filter((p) => kept.has(p.playerId));
    await this.db.delete(matchPlayerLines).where(eq(matchPlayerLines.matchId, match.id));
    await this.db.delete(matchQuintets).where(eq(matchQuintets.matchId, match.id));
    if (lines.length > 0) {
      await this.db.insert(matchPlayerLines).values(lines.map((p) => ({ ...base, ...p })));
    }
    if (derived.quintets.length > 0) {
      await this.db
        .insert(matchQuintets)
        .values(derived.quintets.map(({ key, ...q }) => ({ ...base, playerIds: key, ...q })));
    }
    await this.db
      .insert(matchFigures)
      .values(figures)
      .onConflictDoUpdate({ target: matchFigures.matchId, set: figures });
  }
}

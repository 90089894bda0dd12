import type { TMatchEvent, TMatchRulesConfigInput, TMatchState } from '@futsal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  matchFigures,
  matches,
  matchPlayerLines,
  matchQuintets,
  players,
  type TMatchRow,
} from '../../db/schema';
import { EventsRepository } from '../events/events.repository';
import { rulesConfig } from '../matches/match-rules';
import { MatchesRepository } from '../matches/matches.repository';
import { DERIVATION_VERSION, deriveMatch, type DerivedMatch } from './derive';
import { lastSeqOf, matchIsStale, rowsAreStale } from './stale-rows';

/**
 * Writes a match's derived rows (match_figures, match_player_lines,
 * match_quintets). Called with the match row locked: by the locked append
 * path and a lineup change in their transaction, and by a read that found
 * the rows behind the log (decision 0085: a live append leaves them so).
 */
export class FiguresRepository {
  constructor(private readonly db: Db) {}

  async write(
    match: Pick<TMatchRow, 'id' | 'teamId'>,
    config: TMatchRulesConfigInput,
    log: readonly TMatchEvent[],
    state?: TMatchState,
  ): Promise<DerivedMatch> {
    const derived = deriveMatch(config, log, state);
    await this.writeAll(match, derived);
    return derived;
  }

  /**
   * Replaces all of the match's derived rows with these, derived from its whole log as stored:
   * the caller holds the match row's lock, which every append takes, so the log's last seq read
   * here is the one `derived` stands for.
   */
  async writeAll(match: Pick<TMatchRow, 'id' | 'teamId'>, derived: DerivedMatch): Promise<void> {
    const base = { matchId: match.id, teamId: match.teamId };
    const figures = {
      ...base,
      derivationVersion: DERIVATION_VERSION,
      ...derived.team,
      updatedAt: new Date(),
      derivedSeq: lastSeqOf(match.id),
    };
    // A line for each player the team still has: a lineup keeps naming a deleted player, and a
    // deletion may be under way (its cascade takes the player's lines). Locked against deletion
    // (KEY SHARE) until this transaction ends, so a deletion in progress goes first.
    const present = await this.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.teamId, match.teamId))
      .for('key share');
    const kept = new Set(present.map((p) => p.id));
    const lines = derived.players.filter((p) => kept.has(p.playerId));
    // Lines and quintets first, the figures row last: the database locks a match's figures row
    // after its lines on any change to them (migration 0014), and so must every writer, or a
    // player's deletion and a derivation could each wait for the other.
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

  /**
   * Matches (of these teams, or all) with a lineup whose rows are stale
   * (`rowsAreStale`): matches from before migration 0003, after a change of
   * the derivation, and live matches appended to since their rows were derived.
   */
  async staleMatchIds(teamIds?: readonly string[], limit = 500): Promise<string[]> {
    const rows = await this.db
      .select({ id: matches.id })
      .from(matches)
      .leftJoin(matchFigures, eq(matchFigures.matchId, matches.id))
      .where(
        and(
          sql`${matches.lineup} is not null`,
          teamIds ? inArray(matches.teamId, [...teamIds]) : undefined,
          rowsAreStale(),
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  }
}

/**
 * Re-derives one match under its row lock (a concurrent append waits, then rewrites its own
 * rows). With `ifStale`, what a reader asks: rows found fresh once the lock is held are left as
 * they are, so readers that found the same match behind its log derive it once, not each in turn.
 */
export async function rederiveMatch(
  db: Db,
  matchId: string,
  { ifStale = false }: { ifStale?: boolean } = {},
): Promise<void> {
  await new MatchesRepository(db).transaction(async (repo, tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
    if (!match) return;
    // A statement of its own: the locking one read the other tables as of before its wait
    // (READ COMMITTED), so it would miss the rows another reader derived meanwhile.
    if (ifStale && !(await matchIsStale(tx, matchId))) return;
    const config = rulesConfig(match, await repo.roster(match.teamId));
    const log = await new EventsRepository(tx).list(match.id);
    await new FiguresRepository(tx).write(match, config, log);
  });
}

/** Brings every stale match up to date (teams given: only theirs); returns how many were re-derived. */
export async function rederiveStale(db: Db, teamIds?: readonly string[]): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await new FiguresRepository(db).staleMatchIds(teamIds);
    for (const id of ids) await rederiveMatch(db, id, { ifStale: true });
    done += ids.length;
    if (ids.length < 500) return done;
  }
}

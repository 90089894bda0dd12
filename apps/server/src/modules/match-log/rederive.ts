import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchFigures, matches, type TMatchRow } from '../../db/schema';
import { DERIVATION_VERSION, deriveMatch } from './derive';
import { EventsRepository } from './events.repository';
import { FiguresRepository } from './figures.repository';
import { rulesConfig } from './match-rules';

const BATCH = 500;

/**
 * Derives a match's figures rows again from its stored log, in the caller's
 * transaction, which already holds the match row FOR UPDATE (a lineup change).
 */
export async function deriveFigures(tx: Db, match: TMatchRow): Promise<void> {
  const events = new EventsRepository(tx);
  // The row is already locked by this transaction: this takes the roster's lock and reads the log.
  const locked = await events.lockMatch(match.id);
  if (!locked) return;
  const derived = deriveMatch(rulesConfig(locked.match, locked.roster), locked.log);
  await new FiguresRepository(tx).writeAll(locked.match, derived, locked.roster);
}

/** Matches with a lineup whose figures row is missing or of an older derivation. */
async function outdatedIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .leftJoin(matchFigures, eq(matchFigures.matchId, matches.id))
    .where(
      and(
        isNotNull(matches.lineup),
        or(isNull(matchFigures.matchId), lt(matchFigures.derivationVersion, DERIVATION_VERSION)),
      ),
    )
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/**
 * The start-up job: every match whose figures rows are missing (from before
 * they existed) or derived by an older DERIVATION_VERSION is derived again,
 * each in its own transaction under its row lock, so appends meanwhile wait
 * for it or it for them. Reads never derive: until this is done they show the
 * rows as they are. Returns how many matches were derived.
 */
export async function rederiveOutdated(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await outdatedIds(db);
    for (const id of ids) {
      await db.transaction(async (tx) => {
        const locked = await new EventsRepository(tx).lockMatch(id);
        if (locked) await deriveFigures(tx, locked.match);
      });
    }
    done += ids.length;
    if (ids.length < BATCH) return done;
  }
}

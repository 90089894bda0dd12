import {
  playerShotFigures,
  SHOT_MAP_MAX,
  summariseShots,
  type TPlayerShotFigures,
  type TShotFigures,
} from '@futsal/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchFigures, matches } from '../../db/schema';
import { finishedIn, type MatchFilter } from './season-rows';

/**
 * Issue 38: the shot figures of a team's finished matches in the filters, newest first, summed
 * from each match's stored shots and game states (derived by the engine on append). A read of
 * its own beside the season's one statement, so the figures stay additive to it.
 */
export async function seasonShotFigures(
  db: Db,
  teamId: string,
  f: MatchFilter,
): Promise<TShotFigures> {
  return summariseShots(await seasonShotRows(db, teamId, f), SHOT_MAP_MAX);
}

function seasonShotRows(db: Db, teamId: string, f: MatchFilter) {
  return db
    .select({ shots: matchFigures.shotList, gameStates: matchFigures.gameStates })
    .from(matchFigures)
    .innerJoin(matches, eq(matches.id, matchFigures.matchId))
    .where(finishedIn(teamId, f))
    .orderBy(desc(matches.date), desc(matches.createdAt));
}

/** Decision 0170: one player's shots over the same matches, summed by the same engine code. */
export async function seasonPlayerShotFigures(
  db: Db,
  teamId: string,
  playerId: string,
  f: MatchFilter,
): Promise<TPlayerShotFigures> {
  return playerShotFigures(await seasonShotRows(db, teamId, f), playerId, SHOT_MAP_MAX);
}

/** One match's shot figures, whatever its status. */
export function matchShotFigures(
  figures: Pick<typeof matchFigures.$inferSelect, 'shotList' | 'gameStates'> | null,
): TShotFigures {
  return summariseShots(
    figures ? [{ shots: figures.shotList, gameStates: figures.gameStates }] : [],
    SHOT_MAP_MAX,
  );
}

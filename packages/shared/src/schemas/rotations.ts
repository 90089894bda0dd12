import { z } from 'zod';
import { MATCH_PERIODS } from './match-events';

/**
 * Rotation figures of the statistics replies (issue 37): from the engine's court, stored with a
 * match's figures rows and added up over a period. All times in match-clock seconds.
 */
const count = z.number().int().min(0);

export const ZPlayerRotation = z.object({
  playerId: z.uuid(),
  /** Continuous spells on court (a spell ends with a change or a period). */
  stints: count,
  averageStintSec: count,
  longestStintSec: count,
  secondsPlayed: count,
  /** On the bench while able to play. */
  restSeconds: count,
  /** secondsPlayed / restSeconds; null without rest. */
  workRest: z.number().min(0).nullable(),
  flyingGoalkeeperSec: count,
  periodSeconds: z.partialRecord(z.enum(MATCH_PERIODS), count),
});
export type TPlayerRotationLine = z.infer<typeof ZPlayerRotation>;

/** Two players on court together, with the goals while they were. */
export const ZPlayerPair = z.object({
  /** Sorted player ids. */
  playerIds: z.array(z.uuid()).length(2),
  secondsTogether: count,
  goalsFor: count,
  goalsAgainst: count,
  plusMinus: z.number().int(),
});
export type TPlayerPair = z.infer<typeof ZPlayerPair>;

export const ZRotations = z.object({
  /** Players who played, by shirt number. */
  players: z.array(ZPlayerRotation),
  /** Most time together first (at most 15). */
  pairs: z.array(ZPlayerPair),
});
export type TRotations = z.infer<typeof ZRotations>;

import { z } from 'zod';
import { MATCH_PERIODS } from '../values/match-events';
import {
  COURT_ZONES,
  GOAL_MOUTH_ZONES,
  GOAL_ORIGINS,
  SCORE_STATES,
  SHOT_OUTCOMES,
  SHOT_SITUATIONS,
  STRENGTH_STATES,
} from '../values/shots';

/**
 * Shot maps, expected goals, goal origins and game-state splits (issue 38) as the match and
 * team statistics answer them: derived by the engine (futsal/shots.ts), stored per match.
 */

const count = z.number().int().min(0);
const unit = z.number().min(0).max(1);

/** One shot or goal as a map draws it; coordinates in the shooter's frame (x = 1 the goal attacked). */
export const ZMapShot = z.object({
  eventId: z.string(),
  side: z.enum(['us', 'rival']),
  period: z.enum(MATCH_PERIODS),
  clockSec: count,
  playerId: z.uuid().nullable(),
  goal: z.boolean(),
  outcome: z.enum(SHOT_OUTCOMES).nullable(),
  x: unit.nullable(),
  y: unit.nullable(),
  zone: z.enum(COURT_ZONES).nullable(),
  goalMouth: z.enum(GOAL_MOUTH_ZONES).nullable(),
  situation: z.enum(SHOT_SITUATIONS).nullable(),
  origin: z.enum(GOAL_ORIGINS).nullable(),
  strength: z.enum(STRENGTH_STATES),
  score: z.enum(SCORE_STATES),
  xg: unit,
});
export type TMapShot = z.infer<typeof ZMapShot>;

export const ZStateFigures = z.object({
  seconds: count,
  goalsFor: count,
  goalsAgainst: count,
  shotsFor: count,
  shotsAgainst: count,
  xgFor: z.number().min(0),
  xgAgainst: z.number().min(0),
});
export type TStateFiguresDto = z.infer<typeof ZStateFigures>;

export const ZGameStateSplits = z.object({
  strength: z.record(z.enum(STRENGTH_STATES), ZStateFigures),
  score: z.record(z.enum(SCORE_STATES), ZStateFigures),
});

const ZZoneCounts = z.partialRecord(
  z.enum(COURT_ZONES),
  z.object({ shots: count, goals: count, xg: z.number().min(0) }),
);
const ZCounts = <T extends readonly [string, ...string[]]>(values: T) =>
  z.partialRecord(z.enum(values), count);

/** Maps and sums over one match or a period's finished matches. */
export const ZShotFigures = z.object({
  /** Placed shots for the map, most recent matches first, at most SHOT_MAP_MAX. */
  map: z.array(ZMapShot),
  /** Placed shots left off the map by its cap. */
  mapLeftOff: count,
  xg: z.object({ for: z.number().min(0), against: z.number().min(0) }),
  shots: z.object({ for: count, against: count }),
  /** Goals from shots (own goals are no shot, Law 10): what finishing compares with xG. */
  goals: z.object({ for: count, against: count }),
  /** Shots of both sides' goals and non-goals, by court zone: the zone heat map. */
  zones: z.object({ for: ZZoneCounts, against: ZZoneCounts }),
  goalMouth: z.object({ for: ZCounts(GOAL_MOUTH_ZONES), against: ZCounts(GOAL_MOUTH_ZONES) }),
  origins: z.object({ for: ZCounts(GOAL_ORIGINS), against: ZCounts(GOAL_ORIGINS) }),
  gameStates: ZGameStateSplits,
  /** Our shooters' shots, goals and xG (placed or not), most xG first. */
  byPlayer: z.array(
    z.object({ playerId: z.uuid(), shots: count, goals: count, xg: z.number().min(0) }),
  ),
});
export type TShotFigures = z.infer<typeof ZShotFigures>;

/** One player's shots over a period (decision 0170): the map, zones and goal mouth, goals vs xG. */
export const ZPlayerShotFigures = z.object({
  map: z.array(ZMapShot),
  mapLeftOff: count,
  shots: count,
  goals: count,
  xg: z.number().min(0),
  zones: ZZoneCounts,
  goalMouth: ZCounts(GOAL_MOUTH_ZONES),
});
export type TPlayerShotFigures = z.infer<typeof ZPlayerShotFigures>;

// Plain values in values/shots.ts, so that a page reading one does not load zod (decision 0105).
export { FINISHING_MIN_SHOTS, SHOT_MAP_MAX } from '../values/shots';

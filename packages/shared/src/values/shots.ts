// Values of the shots' capture (issue 38) that need no zod: the web's court picker, the engine's
// shot records and the expected-goals model import them without loading zod (decision 0105).

/** How a shot ended; `goal` only comes from a goal event, never from a `shot_place`. */
export const SHOT_OUTCOMES = ['goal', 'saved', 'off_target', 'blocked', 'woodwork'] as const;
export type TShotOutcome = (typeof SHOT_OUTCOMES)[number];
/** The outcomes a coach may give a shot that is not a goal. */
export const PLACED_SHOT_OUTCOMES = ['saved', 'off_target', 'blocked', 'woodwork'] as const;
export type TPlacedShotOutcome = (typeof PLACED_SHOT_OUTCOMES)[number];

/**
 * What the coach says about how the shot came; the state on court (man up or down, flying
 * goalkeeper, score) is the engine's own, never entered (decision 0142).
 */
export const SHOT_SITUATIONS = [
  'open_play',
  'transition',
  'corner',
  'kick_in',
  'free_kick',
  'ten_metre',
  'penalty',
  'rebound',
] as const;
export type TShotSituation = (typeof SHOT_SITUATIONS)[number];

/** The goal mouth (3 × 2 m) seen from the shooter, in six parts. */
export const GOAL_MOUTH_ZONES = [
  'top_left',
  'top_centre',
  'top_right',
  'low_left',
  'low_centre',
  'low_right',
] as const;
export type TGoalMouthZone = (typeof GOAL_MOUTH_ZONES)[number];

/** Zones of the half the shooter attacks (court-zone.ts draws them; xg.ts prices them). */
export const COURT_ZONES = [
  'area_central',
  'area_wide',
  'mid_central',
  'mid_wide',
  'long',
  'own_half',
] as const;
export type TCourtZone = (typeof COURT_ZONES)[number];

/** Who has more players on court (flying goalkeepers first), from our side (game-state.ts). */
export const STRENGTH_STATES = [
  'even',
  'man_up',
  'man_down',
  'flying_for',
  'flying_against',
] as const;
export type TStrengthState = (typeof STRENGTH_STATES)[number];
export const SCORE_STATES = ['leading', 'level', 'trailing'] as const;
export type TScoreState = (typeof SCORE_STATES)[number];

/** How a goal started (issue 38): the coach's situation, else its goal type mapped (decision 0144, futsal/shots.ts). */
export const GOAL_ORIGINS = [
  'corner',
  'kick_in',
  'free_kick',
  'ten_metre',
  'penalty',
  'transition',
  'rebound',
  'flying_goalkeeper',
  'individual_action',
  'open_play',
  'unknown',
] as const;
export type TGoalOrigin = (typeof GOAL_ORIGINS)[number];

/** Court size in metres (Law 1, the international match court): coordinates are normalised to it. */
export const COURT_LENGTH_M = 40;
export const COURT_WIDTH_M = 20;

/** A season's map shows this many placed shots (the bench renders it under 100 ms). */
export const SHOT_MAP_MAX = 2000;
/** Below this many shots of its own, a team's finishing is not compared with the model. */
export const FINISHING_MIN_SHOTS = 50;

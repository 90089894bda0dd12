// The values of schemas/match-events.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/match-events.ts re-exports them.

export const MATCH_PERIODS = ['first', 'second', 'firstExtra', 'secondExtra'] as const;
export type TMatchPeriod = (typeof MATCH_PERIODS)[number];

export const PLAYER_LOCATIONS = ['field', 'bench'] as const;
export type TPlayerLocation = (typeof PLAYER_LOCATIONS)[number];

export const GOAL_TYPES = [
  'lateral',
  'corner',
  'free_kick',
  'goalkeeper_throw',
  'sixth_foul',
  'penalty',
  'game_situation',
  'individual_action',
  'moving_play',
] as const;
export type TGoalType = (typeof GOAL_TYPES)[number];

export const FINISHING_TYPES = ['right_foot', 'left_foot', 'header', 'other'] as const;
export type TFinishingType = (typeof FINISHING_TYPES)[number];

/** How a kick from the penalty mark ended (Law 10); only `scored` counts in the shoot-out. */
export const SHOOTOUT_OUTCOMES = ['scored', 'missed', 'saved'] as const;
export type TShootoutOutcome = (typeof SHOOTOUT_OUTCOMES)[number];

export const MATCH_EVENT_TYPES = [
  'goal',
  'rival_goal',
  'shot',
  'foul',
  'rival_foul',
  'corner',
  'offside',
  'yellow_card',
  'red_card',
  'rival_red_card',
  'substitution',
  'sub_out',
  'sub_in',
  'assist',
  'period_start',
  'period_end',
  'timeout',
  'rival_timeout',
  'flying_goalkeeper_on',
  'flying_goalkeeper_off',
  'rival_flying_goalkeeper_on',
  'rival_flying_goalkeeper_off',
  'rival_shot',
  'shot_place',
  'shootout_kick',
  'rival_shootout_kick',
  'clock_pause',
  'clock_resume',
  'clock_set',
  'void',
] as const;
export type TMatchEventType = (typeof MATCH_EVENT_TYPES)[number];

/** Elapsed match minutes: 4 periods of at most 45' plus extra time fit well below 200. */
export const MATCH_EVENT_MAX_MINUTE = 200;

/** Events that move the stopwatch, never the match's figures. */
export const CLOCK_EVENT_TYPES = ['clock_pause', 'clock_resume', 'clock_set'] as const;

export const isClockEvent = (e: { type: string }): boolean =>
  (CLOCK_EVENT_TYPES as readonly string[]).includes(e.type);

import { z } from 'zod';
import {
  MATCH_PERIODS,
  PLAYER_LOCATIONS,
  GOAL_TYPES,
  FINISHING_TYPES,
  SHOOTOUT_OUTCOMES,
  MATCH_EVENT_MAX_MINUTE,
} from '../values/match-events';
import type { TMatchEventType } from '../values/match-events';
import { GOAL_MOUTH_ZONES, PLACED_SHOT_OUTCOMES, SHOT_SITUATIONS } from '../values/shots';

/** Their values, which need no zod, live in values/match-events.ts (decision 0105). */
export * from '../values/match-events';
export * from '../values/shots';

/**
 * Zod contracts of a match's event log. The log is append-only: each event
 * carries a client-generated UUID so a re-sent event is recognised and never
 * stored twice, and a correction is a `void` event naming the event it undoes.
 *
 * The rules engine (`futsal/`) takes these types as its input; whether an
 * event is allowed by the Laws of the Game is decided there
 * (`validateEvent`), not here: these schemas only check shape.
 */

/**
 * Catalog keys used as messages by these schemas. English texts, for whoever
 * adds them to the message catalogs:
 * - id: 'The event id must be a UUID'
 * - type: 'Unknown event type'
 * - period: 'The period must be first, second, firstExtra or secondExtra'
 * - minute: 'The minute must be a whole number between 0 and 200'
 * - second: 'The second must be a whole number between 0 and 59'
 * - playerId: 'Choose a player'
 * - playerLocation: 'The player must be on the field or on the bench'
 * - goalType: 'Unknown goal type'
 * - finishingType: 'Unknown finishing type'
 * - createdAt: 'The creation date must be an ISO 8601 date-time'
 * - voidsEventId: 'Choose the event to undo'
 * - onTarget: 'On target must be true or false'
 * - accumulated: 'Accumulated must be true or false'
 * - outcome: 'The kick must be scored, missed or saved'
 * - at: 'The device time must be a whole number of milliseconds since 1970'
 * - ownGoal: 'An own goal must be true or false'
 * - shotEventId: 'Choose the shot or goal to place'
 * - courtPoint: 'The place on the court must be two numbers between 0 and 1'
 * - shotOutcome: 'The shot must be saved, off target, blocked or off the woodwork'
 * - situation: 'Unknown situation'
 * - goalMouth: 'Unknown part of the goal'
 */
export const MatchEventMessageKey = {
  id: 'validation.matchEvent.id',
  type: 'validation.matchEvent.type',
  period: 'validation.matchEvent.period',
  minute: 'validation.matchEvent.minute',
  second: 'validation.matchEvent.second',
  playerId: 'validation.matchEvent.playerId',
  playerLocation: 'validation.matchEvent.playerLocation',
  goalType: 'validation.matchEvent.goalType',
  finishingType: 'validation.matchEvent.finishingType',
  createdAt: 'validation.matchEvent.createdAt',
  voidsEventId: 'validation.matchEvent.voidsEventId',
  onTarget: 'validation.matchEvent.onTarget',
  accumulated: 'validation.matchEvent.accumulated',
  outcome: 'validation.matchEvent.outcome',
  at: 'validation.matchEvent.at',
  ownGoal: 'validation.matchEvent.ownGoal',
  shotEventId: 'validation.matchEvent.shotEventId',
  courtPoint: 'validation.matchEvent.courtPoint',
  shotOutcome: 'validation.matchEvent.shotOutcome',
  situation: 'validation.matchEvent.situation',
  goalMouth: 'validation.matchEvent.goalMouth',
} as const;

const K = MatchEventMessageKey;

const ZPlayerRef = z.uuid({ error: K.playerId });
const ZOptionalPlayerRef = z.uuid({ error: K.playerId }).optional();

const base = {
  id: z.uuid({ error: K.id }),
  period: z.enum(MATCH_PERIODS, { error: K.period }),
  minute: z
    .number({ error: K.minute })
    .int(K.minute)
    .min(0, K.minute)
    .max(MATCH_EVENT_MAX_MINUTE, K.minute),
  second: z.number({ error: K.second }).int(K.second).min(0, K.second).max(59, K.second),
  playerLocation: z.enum(PLAYER_LOCATIONS, { error: K.playerLocation }).optional(),
  /** Set by the client when the event happened; the server may fill it in. */
  createdAt: z.iso.datetime({ offset: true, error: K.createdAt }).optional(),
};

const ZGoalType = z.enum(GOAL_TYPES, { error: K.goalType }).optional();
const ZFinishingType = z.enum(FINISHING_TYPES, { error: K.finishingType }).optional();

const event = <T extends TMatchEventType, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ ...base, type: z.literal(type), ...shape });

/**
 * Law 10: an own goal counts for the other team and is no one's goal. On a `goal` (our score)
 * `ownGoal` is the rival's own goal: no scorer or assistant of ours. On a `rival_goal` it is our
 * own goal, `playerId` the player of ours who put it in (kept out of his goals), when known.
 */
const ZOwnGoal = z.boolean({ error: K.ownGoal }).optional();
export const ZGoalEvent = event('goal', {
  playerId: ZOptionalPlayerRef,
  ownGoal: ZOwnGoal,
  goalType: ZGoalType,
  finishingType: ZFinishingType,
  assistPlayerId: ZOptionalPlayerRef,
}).refine(
  (e) =>
    e.ownGoal === true
      ? e.playerId === undefined && e.assistPlayerId === undefined
      : e.playerId !== undefined,
  { error: K.playerId, path: ['playerId'] },
);
export const ZRivalGoalEvent = event('rival_goal', {
  ownGoal: ZOwnGoal,
  playerId: ZOptionalPlayerRef,
  goalType: ZGoalType,
  finishingType: ZFinishingType,
}).refine((e) => e.playerId === undefined || e.ownGoal === true, {
  error: K.playerId,
  path: ['playerId'],
});
export const ZShotEvent = event('shot', {
  playerId: ZOptionalPlayerRef,
  onTarget: z.boolean({ error: K.onTarget }).optional(),
});
/** A shot by the rival (issue 38): the log knows the rival only as a team. */
export const ZRivalShotEvent = event('rival_shot', {
  onTarget: z.boolean({ error: K.onTarget }).optional(),
});
const ZCourtCoordinate = z
  .number({ error: K.courtPoint })
  .min(0, K.courtPoint)
  .max(1, K.courtPoint);
/**
 * Where a shot or goal (ours or the rival's) was taken, and how (issue 38, decision 0142): added
 * after the event it names, so logging a goal or a shot is never slowed, and voidable like any
 * event. `x` runs from the shooter's own goal line (0) to the goal line attacked (1), `y` across
 * the court (0..1, left to right as the shooter attacks). The latest one of a shot wins.
 */
export const ZShotPlaceEvent = event('shot_place', {
  shotEventId: z.uuid({ error: K.shotEventId }),
  x: ZCourtCoordinate.optional(),
  y: ZCourtCoordinate.optional(),
  outcome: z.enum(PLACED_SHOT_OUTCOMES, { error: K.shotOutcome }).optional(),
  situation: z.enum(SHOT_SITUATIONS, { error: K.situation }).optional(),
  goalMouth: z.enum(GOAL_MOUTH_ZONES, { error: K.goalMouth }).optional(),
}).refine((e) => (e.x === undefined) === (e.y === undefined), {
  error: K.courtPoint,
  path: ['x'],
});
/**
 * Law 13: only fouls punished by a direct free kick or a penalty are
 * accumulated; `accumulated: false` marks one punished by an indirect free
 * kick. Left out, a foul is accumulated.
 */
const ZAccumulated = z.boolean({ error: K.accumulated }).optional();
export const ZFoulEvent = event('foul', {
  playerId: ZOptionalPlayerRef,
  accumulated: ZAccumulated,
});
export const ZRivalFoulEvent = event('rival_foul', { accumulated: ZAccumulated });
export const ZCornerEvent = event('corner', { playerId: ZOptionalPlayerRef });
export const ZOffsideEvent = event('offside', { playerId: ZOptionalPlayerRef });
export const ZYellowCardEvent = event('yellow_card', { playerId: ZPlayerRef });
export const ZRedCardEvent = event('red_card', { playerId: ZPlayerRef });
export const ZRivalRedCardEvent = event('rival_red_card', {});
/**
 * One player replaces another. `playerOutId` is left out when a player enters
 * to complete a team that played short after a sending-off (Law 3).
 */
export const ZSubstitutionEvent = event('substitution', {
  playerOutId: ZOptionalPlayerRef,
  playerInId: ZPlayerRef,
});
/** Legacy half of a substitution: the player leaving. */
export const ZSubOutEvent = event('sub_out', { playerId: ZPlayerRef });
/** Legacy half of a substitution: the player entering. */
export const ZSubInEvent = event('sub_in', { playerId: ZPlayerRef });
/** Legacy stand-alone assist; new clients send `assistPlayerId` on the goal. */
export const ZAssistEvent = event('assist', { playerId: ZPlayerRef });
/**
 * The device's wall time (epoch ms) when a clock event was logged (decision
 * 0048): with it, any device computes the running clock at its own `now`.
 */
const ZWallTime = z.number({ error: K.at }).int(K.at).min(0, K.at).max(8_640_000_000_000_000, K.at);
/** `at` starts the period's stopwatch in the log; without it (older logs) the clock stops at the last event. */
export const ZPeriodStartEvent = event('period_start', { at: ZWallTime.optional() });
export const ZPeriodEndEvent = event('period_end', {});
export const ZTimeoutEvent = event('timeout', {});
export const ZRivalTimeoutEvent = event('rival_timeout', {});
/** `playerId`: the outfield player who acts as goalkeeper, when known. */
export const ZFlyingGoalkeeperOnEvent = event('flying_goalkeeper_on', {
  playerId: ZOptionalPlayerRef,
});
export const ZFlyingGoalkeeperOffEvent = event('flying_goalkeeper_off', {});
/** The rival plays with a flying goalkeeper (issue 38): the game states read it. */
export const ZRivalFlyingGoalkeeperOnEvent = event('rival_flying_goalkeeper_on', {});
export const ZRivalFlyingGoalkeeperOffEvent = event('rival_flying_goalkeeper_off', {});
const ZShootoutOutcome = z.enum(SHOOTOUT_OUTCOMES, { error: K.outcome });
/**
 * A kick from the penalty mark (Law 10), after the last period. It carries the
 * last period and its final minute, so it sorts after the final whistle;
 * `playerId` is our kicker.
 */
export const ZShootoutKickEvent = event('shootout_kick', {
  playerId: ZPlayerRef,
  outcome: ZShootoutOutcome,
});
export const ZRivalShootoutKickEvent = event('rival_shootout_kick', { outcome: ZShootoutOutcome });
/**
 * The match clock in the log (decision 0048): the stopwatch of the running
 * period stops, restarts, or is set to the referee's clock. Each carries the
 * device's wall time `at`; a `clock_set`'s own minute and second are the
 * corrected clock at that moment.
 */
export const ZClockPauseEvent = event('clock_pause', { at: ZWallTime });
export const ZClockResumeEvent = event('clock_resume', { at: ZWallTime });
export const ZClockSetEvent = event('clock_set', { at: ZWallTime });
export const ZVoidEvent = event('void', { voidsEventId: z.uuid({ error: K.voidsEventId }) });

/** POST body of one event, and the stored event itself (same shape). */
export const ZMatchEventRequest = z.discriminatedUnion(
  'type',
  [
    ZGoalEvent,
    ZRivalGoalEvent,
    ZShotEvent,
    ZRivalShotEvent,
    ZShotPlaceEvent,
    ZFoulEvent,
    ZRivalFoulEvent,
    ZCornerEvent,
    ZOffsideEvent,
    ZYellowCardEvent,
    ZRedCardEvent,
    ZRivalRedCardEvent,
    ZSubstitutionEvent,
    ZSubOutEvent,
    ZSubInEvent,
    ZAssistEvent,
    ZPeriodStartEvent,
    ZPeriodEndEvent,
    ZTimeoutEvent,
    ZRivalTimeoutEvent,
    ZFlyingGoalkeeperOnEvent,
    ZFlyingGoalkeeperOffEvent,
    ZRivalFlyingGoalkeeperOnEvent,
    ZRivalFlyingGoalkeeperOffEvent,
    ZShootoutKickEvent,
    ZRivalShootoutKickEvent,
    ZClockPauseEvent,
    ZClockResumeEvent,
    ZClockSetEvent,
    ZVoidEvent,
  ],
  { error: K.type },
);
export type TMatchEventRequest = z.input<typeof ZMatchEventRequest>;
export type TMatchEvent = z.output<typeof ZMatchEventRequest>;
/** The event of one type, e.g. `TMatchEventOf<'goal'>`. */
export type TMatchEventOf<T extends TMatchEventType> = Extract<TMatchEvent, { type: T }>;

/** A batch of events, as sent by a console coming back online. */
export const ZMatchEventBatchRequest = z.object({
  events: z.array(ZMatchEventRequest).min(1).max(500),
});
export type TMatchEventBatchRequest = z.infer<typeof ZMatchEventBatchRequest>;

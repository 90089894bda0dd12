import type { TClockState } from './clock';
import type {
  TFinishingType,
  TGoalType,
  TMatchEventType,
  TMatchPeriod,
  TShootoutOutcome,
} from '../schemas/match-events';
import type { TParticipation } from '../schemas/player';
import type { TMatchRuleCode } from './rules';
import type { TGameStateSplits } from './game-state';
import type { TShotRecord } from './shots';

export type { TMatchEvent, TMatchEventOf, TMatchPeriod } from '../schemas/match-events';

/** Our team or the opponent; the log only tracks our players by id. */
export type TSide = 'us' | 'rival';

/** A pair of counts, one per team. */
export interface TSideCounts {
  us: number;
  rival: number;
}

/** The engine's input besides the log; see `resolveRulesConfig` for defaults. */
export interface TMatchRulesConfigInput {
  /** Periods of the match, counted in the order first, second, firstExtra, secondExtra (1–4, default 2). */
  periods?: number;
  /** Length of a regular period in minutes (5–45, default 20). */
  periodMinutes?: number;
  /** Length of an extra-time period in minutes (default 5, Law 7). */
  extraTimePeriodMinutes?: number;
  /**
   * Kicks from the penalty mark decide a match level after its last period
   * (Law 10; a knockout tie). Default false: a draw is a result.
   */
  shootout?: boolean;
  /** Exactly 5 players who start on court. */
  starters: readonly string[];
  /** At most 9 named substitutes. */
  substitutes: readonly string[];
  /** The whole team, for participation (`not_selected` players); optional. */
  roster?: readonly string[];
  /** Players unavailable through injury or suspension, for participation. */
  injured?: readonly string[];
  suspended?: readonly string[];
}

export interface TMatchRulesConfig {
  periods: number;
  periodMinutes: number;
  extraTimePeriodMinutes: number;
  shootout: boolean;
  starters: readonly string[];
  substitutes: readonly string[];
  roster: readonly string[];
  injured: readonly string[];
  suspended: readonly string[];
}

export type TPeriodKind = 'regular' | 'extra';

/** One period of the match on the match clock (elapsed playing seconds). */
export interface TPeriodSlot {
  period: TMatchPeriod;
  index: number;
  kind: TPeriodKind;
  startSec: number;
  endSec: number;
}

/** Foul counts reset at half-time; the second half's count runs on into extra time (Law 13). */
export type TFoulBucket = 'first' | 'second';

export interface TFoulRecord {
  eventId: string;
  side: TSide;
  bucket: TFoulBucket;
  /**
   * Law 13: punished by a direct free kick or a penalty, so it counts. A
   * non-accumulated (indirect free kick) foul is listed with the count it
   * leaves unchanged, never a warning or a 10 m kick.
   */
  accumulated: boolean;
  /** The team's accumulated foul count in this bucket after this foul, from 1. */
  number: number;
  clockSec: number;
  playerId: string | null;
  /** The fifth accumulated foul: the next one is a direct free kick from 10 m. */
  warning: boolean;
  /** Sixth and later accumulated foul: direct free kick from the second penalty mark (Law 13). */
  tenMetreKick: boolean;
}

export interface TFoulState {
  /** Accumulated fouls per team and bucket. */
  us: Record<TFoulBucket, number>;
  rival: Record<TFoulBucket, number>;
  /** Counts in the bucket of the current (or last played) period. */
  current: TSideCounts;
  /** Whether each team has reached 5 accumulated fouls in the current bucket. */
  warning: { us: boolean; rival: boolean };
  list: TFoulRecord[];
}

export type TManDownEndReason = 'elapsed' | 'goal_conceded';

/** A team playing one short after a sending-off (Law 3 and Law 12). */
export interface TManDownWindow {
  side: TSide;
  /** The red card event that opened the window. */
  eventId: string;
  playerId: string | null;
  startClockSec: number;
  /** Two minutes of playing time after the sending-off. */
  scheduledEndClockSec: number;
  endClockSec: number | null;
  endReason: TManDownEndReason | null;
  /** Still running at the state's clock. */
  active: boolean;
}

export interface TExpulsion {
  playerId: string;
  /** The red card, or the second yellow card (Law 12), that sent the player off. */
  eventId: string;
  clockSec: number;
  /** Sent off by a second caution rather than a direct red card. */
  secondYellow: boolean;
  /**
   * Sent off from the court, which reduces the team (Law 3); a substitute on
   * the bench or a player already substituted leaves the team at full strength.
   */
  fromCourt: boolean;
}

/** Law 3: a match is abandoned when a team has fewer than 3 players. */
export interface TAbandonment {
  /** The team left with fewer than 3 players. */
  side: TSide;
  atClockSec: number;
  /** The sending-off that reduced it. */
  eventId: string;
}

export interface TShootoutKick {
  eventId: string;
  side: TSide;
  /** Our kicker; null for the rival's. */
  playerId: string | null;
  outcome: TShootoutOutcome;
  /** 1-based round: both teams' n-th kicks make round n. */
  round: number;
}

/** Kicks from the penalty mark (Law 10). Their goals decide the winner but are not goals of the match. */
export interface TShootoutState {
  /** The match allows one and its last period ended level (and it was not abandoned). */
  available: boolean;
  /** Kicks scored per team. */
  us: number;
  rival: number;
  kicks: TShootoutKick[];
  /** Settled: no remaining kicks could change the winner (best of 5, then sudden death). */
  decided: boolean;
  winner: TSide | null;
  /** Who kicks next while undecided (the teams alternate; the first kick sets the order); null before the first kick, either may start, and once decided. */
  next: TSide | null;
}

export interface TInterval {
  fromSec: number;
  /** null while still open (the period is running). */
  toSec: number | null;
}

export interface TTimeoutRecord {
  eventId: string;
  side: TSide;
  period: TMatchPeriod;
  clockSec: number;
}

export interface TGoalRecord {
  eventId: string;
  side: TSide;
  period: TMatchPeriod;
  clockSec: number;
  /** Minute as shown to people, e.g. "17'" or "40+2'". */
  display: string;
  /** Scored after regular time (spec §4). */
  extraTime: boolean;
  /**
   * Our scorer; on our own goal (a rival's goal) the player of ours who put it in, when known;
   * null for the rival's goals and own goals.
   */
  playerId: string | null;
  assistPlayerId: string | null;
  /** Law 10: put in by the team that conceded it; counted in the score, not as anyone's goal. */
  ownGoal: boolean;
  goalType: TGoalType | null;
  finishingType: TFinishingType | null;
  /** Scored while our team played with a flying goalkeeper. */
  flyingGoalkeeper: boolean;
}

/** Five of our players on court together while the clock ran (court-figures.ts). */
export interface TCourtQuintet {
  /** Their ids, sorted, joined by commas. */
  key: string;
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** One continuous spell of a player on court while the clock ran, inside one period (rotations.ts). */
export interface TStint {
  period: TMatchPeriod;
  fromSec: number;
  /** null while it lasts. */
  toSec: number | null;
  seconds: number;
}

/** A squad player's rotation figures at the state's clock, all in match-clock seconds (rotations.ts). */
export interface TPlayerRotation {
  /** Spells of at least a second, in match order. */
  stints: TStint[];
  /** The stint running now; null off court or while no period runs. */
  currentStintSec: number | null;
  /** Since the last stint ended, for a player off court who has played; else null. */
  restSinceSec: number | null;
  /** Seconds on court. */
  workSec: number;
  /** Seconds of the match so far on the bench (not after a sending-off). */
  restSec: number;
  longestStintSec: number;
  /** Seconds as the flying goalkeeper named by `flying_goalkeeper_on`, while on court. */
  flyingGoalkeeperSec: number;
  /** On court now as the flying goalkeeper a running spell names. */
  flyingNow: boolean;
  periodSeconds: Partial<Record<TMatchPeriod, number>>;
}

/** Two of ours on court together while the clock ran, and the goals while they were (pairs.ts). */
export interface TCourtPair {
  /** Sorted. */
  playerIds: [string, string];
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface TPlayerMatchStats {
  goals: number;
  assists: number;
  /** Shot events plus goals: a goal is a shot on target. */
  shots: number;
  shotsOnTarget: number;
  /** Every foul committed, accumulated or not. */
  fouls: number;
  yellowCards: number;
  /** Sending-offs: a direct red card or a second yellow card. */
  redCards: number;
  secondsPlayed: number;
}

export interface TMatchSummary {
  /** Goals of the match; shoot-out kicks are not goals (see `TMatchState.shootout`). */
  goals: TSideCounts;
  /** Our shots: shot events plus our goals (a goal is a shot on target). */
  shots: number;
  /** Our shots on target: on-target shot events plus our goals. */
  shotsOnTarget: number;
  /** Every foul committed, accumulated or not. */
  fouls: TSideCounts;
  /** Fouls that count towards the accumulated total (Law 13). */
  accumulatedFouls: TSideCounts;
  yellowCards: number;
  /** Sending-offs, direct red cards and second yellow cards alike. */
  redCards: TSideCounts;
  corners: number;
  offsides: number;
  assists: number;
  timeouts: TSideCounts;
  goalTypes: Partial<Record<TGoalType, number>>;
  finishingTypes: Partial<Record<TFinishingType, number>>;
  /** Players sent off by a second yellow card (Law 12); the engine sent them off itself. */
  secondYellow: string[];
}

export interface TTimelineEntry {
  readonly eventId: string;
  readonly type: TMatchEventType;
  readonly period: TMatchPeriod;
  readonly clockSec: number;
  readonly display: string;
  readonly side: TSide;
  readonly playerId: string | null;
}

export interface TRejectedEvent {
  eventId: string;
  code: TMatchRuleCode;
}

export interface TMatchClock {
  elapsedSec: number;
  minute: number;
  second: number;
  /** Past regular time (the end of the regular periods). */
  extraTime: boolean;
  /** e.g. "12:34" or "40+2:10". */
  display: string;
}

/** Everything the bench console and the statistics read from a replayed log. */
export interface TMatchState {
  score: TSideCounts;
  /** The current period, or the last one played; null before kick-off. */
  period: TMatchPeriod | null;
  /** A period has started and not ended: the clock runs. */
  running: boolean;
  /**
   * Play is over: the last planned period has ended, or the regular time
   * ended with a winner in a match whose extra time is not needed (Law 10).
   * A shoot-out may follow (`shootout.available`).
   */
  finished: boolean;
  /** Set when a team fell below 3 players (Law 3): the engine refuses further events. */
  abandoned: TAbandonment | null;
  /** How many of our players may be on court now (5 less running man-down windows). */
  courtLimit: number;
  clock: TMatchClock;
  /**
   * The running period's stopwatch from the log's clock events (decision
   * 0048); null when no period runs or its start carries no wall time (older
   * logs), the clock then stopping at the last event.
   */
  stopwatch: TClockState | null;
  onCourt: string[];
  bench: string[];
  expelled: TExpulsion[];
  fouls: TFoulState;
  manDown: TManDownWindow[];
  timeouts: { used: TTimeoutRecord[]; left: TSideCounts };
  flyingGoalkeeper: { active: boolean; spells: TInterval[] };
  goals: TGoalRecord[];
  /** Issue 38: every shot and goal (both teams) with its place, game state and expected goals. */
  shotList: TShotRecord[];
  /** Issue 38: seconds, goals, shots and expected goals in each game state (game-state.ts). */
  gameStates: TGameStateSplits;
  /** Issue 38: the rival's flying goalkeeper, from its on and off events. */
  rivalFlyingGoalkeeper: { active: boolean; spells: TInterval[] };
  shootout: TShootoutState;
  /** On-court intervals and seconds played per squad player. */
  courtIntervals: Record<string, TInterval[]>;
  secondsPlayed: Record<string, number>;
  /**
   * Goals for less goals against while each player was on court, by the engine's own court:
   * a player sent off is no longer there. Players who never took part are absent.
   */
  plusMinus: Record<string, number>;
  /** Every five that played a second or saw a goal together, in the order they first did. */
  quintets: TCourtQuintet[];
  /** Each squad player's stints, rest and work at the state's clock, from the engine's court. */
  rotations: Record<string, TPlayerRotation>;
  /** Every two of ours who played a second or saw a goal together. */
  pairs: TCourtPair[];
  participation: Record<string, TParticipation>;
  players: Record<string, TPlayerMatchStats>;
  timeline: Record<TMatchPeriod, TTimelineEntry[]>;
  summary: TMatchSummary;
  /** Events the rules refuse; replay skips them so every client agrees. */
  rejected: TRejectedEvent[];
  /** Ids of the events undone by a void. */
  voided: string[];
}

export interface TReplayOptions {
  /**
   * The live match clock in elapsed seconds, when the console knows it: open
   * intervals and man-down windows are measured up to it. Without it the
   * state stops at the last event.
   */
  clockSec?: number;
  /**
   * Wall time (epoch ms) to read the log's stopwatch at (decision 0048): when
   * the running period started with `at`, the clock is the stopwatch's at
   * `now` and `clockSec` is ignored. The engine never reads the time itself.
   */
  now?: number;
}

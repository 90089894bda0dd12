import type { TFinishingType, TGoalType, TMatchEventType, TMatchPeriod } from '../schemas/match-events';
import type { TParticipation } from '../schemas/player';
import type { TMatchRuleCode } from './rules';

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
  /** The team's accumulated foul number in this bucket, from 1. */
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
  eventId: string;
  clockSec: number;
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
  playerId: string | null;
  assistPlayerId: string | null;
  goalType: TGoalType | null;
  finishingType: TFinishingType | null;
  /** Scored while our team played with a flying goalkeeper. */
  flyingGoalkeeper: boolean;
}


export interface TPlayerMatchStats {
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  secondsPlayed: number;
}

export interface TMatchSummary {
  goals: TSideCounts;
  /** Shot events of our team (goals are logged as goals, not counted here). */
  shots: number;
  shotsOnTarget: number;
  fouls: TSideCounts;
  yellowCards: number;
  redCards: TSideCounts;
  corners: number;
  offsides: number;
  assists: number;
  timeouts: TSideCounts;
  goalTypes: Partial<Record<TGoalType, number>>;
  finishingTypes: Partial<Record<TFinishingType, number>>;
  /** Players with two yellow cards, which Law 12 makes a sending-off: log the red card too. */
  secondYellow: string[];
}

export interface TTimelineEntry {
  eventId: string;
  type: TMatchEventType;
  period: TMatchPeriod;
  clockSec: number;
  display: string;
  side: TSide;
  playerId: string | null;
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
  /** The last period of the match has ended. */
  finished: boolean;
  clock: TMatchClock;
  onCourt: string[];
  bench: string[];
  expelled: TExpulsion[];
  fouls: TFoulState;
  manDown: TManDownWindow[];
  timeouts: { used: TTimeoutRecord[]; left: TSideCounts };
  flyingGoalkeeper: { active: boolean; spells: TInterval[] };
  goals: TGoalRecord[];
  /** On-court intervals and seconds played per squad player. */
  courtIntervals: Record<string, TInterval[]>;
  secondsPlayed: Record<string, number>;
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
}

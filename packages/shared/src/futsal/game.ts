import type { TMatchOrder } from './log';
import { periodPlan, regularTimeSec } from './periods';
import { presenceMark } from './presence';
import type {
  TAbandonment,
  TExpulsion,
  TFoulBucket,
  TFoulRecord,
  TGoalRecord,
  TInterval,
  TManDownWindow,
  TMatchRulesConfig,
  TPeriodSlot,
  TPlayerMatchStats,
  TCourtQuintet,
  TRejectedEvent,
  TShootoutKick,
  TSide,
  TSideCounts,
  TTimeoutRecord,
} from './types';

export interface TFlyingPlayerSpell {
  playerId: string;
  fromSec: number;
  toSec: number;
}

/** What the checks of a figures-only event read (`checkFiguresOnly`). */
export type TPresenceView = Pick<
  TGame,
  | 'plan'
  | 'squad'
  | 'running'
  | 'current'
  | 'endedIndex'
  | 'finished'
  | 'abandoned'
  | 'onCourt'
  | 'expelled'
>;

/** The part of a `TPresenceView` that events change, as it stood after the event at `order`. */
export interface TPresenceMark {
  order: TMatchOrder;
  running: boolean;
  current: TPeriodSlot | null;
  endedIndex: number;
  finished: boolean;
  abandoned: TAbandonment | null;
  onCourt: string[];
  expelled: Map<string, TExpulsion>;
}

/**
 * The replay's working state. Mutable on purpose: replay folds hundreds of
 * events and is run twice per validation, so it must not copy per event. It
 * never escapes `replay.ts`, which turns it into a plain `TMatchState`.
 */
export interface TGame {
  config: TMatchRulesConfig;
  plan: TPeriodSlot[];
  regularSec: number;
  squad: Set<string>;
  current: TPeriodSlot | null;
  running: boolean;
  /** Index in the plan of the last period that ended, -1 before. */
  endedIndex: number;
  finished: boolean;
  abandoned: TAbandonment | null;
  clockSec: number;
  score: TSideCounts;
  onCourt: string[];
  everOnCourt: Set<string>;
  /** Players on court while the clock runs, with the second they came on. */
  openSince: Map<string, number>;
  intervals: Map<string, TInterval[]>;
  expelled: Map<string, TExpulsion>;
  fouls: Record<TSide, Record<TFoulBucket, number>>;
  foulList: TFoulRecord[];
  windows: TManDownWindow[];
  timeouts: TTimeoutRecord[];
  flyingSince: number | null;
  flyingSpells: TInterval[];
  /** The player named by the running flying-goalkeeper spell, and each named spell (rotations.ts). */
  flyingPlayerId: string | null;
  flyingPlayerSpells: TFlyingPlayerSpell[];
  goals: TGoalRecord[];
  yellows: Map<string, number>;
  kicks: TShootoutKick[];
  players: Map<string, TPlayerMatchStats>;
  /** Goals for less goals against while each player was on court (court-figures.ts). */
  plusMinus: Map<string, number>;
  quintets: Map<string, TCourtQuintet>;
  /** Goals for and against each two of ours on court, keyed by `pairKey` (pairs.ts). */
  pairGoals: Map<string, TSideCounts>;
  /** The five of ours on court while the clock runs, and since when; null otherwise. */
  five: { key: string; since: number } | null;
  rejected: TRejectedEvent[];
  /**
   * Kept by a live fold only (`foldLog`), null in a plain replay: in match order, from the state
   * before the first event, one more each time it changed (presence.ts).
   */
  presence: TPresenceMark[] | null;
}

const emptyStats = (): TPlayerMatchStats => ({
  goals: 0,
  assists: 0,
  shots: 0,
  shotsOnTarget: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
  secondsPlayed: 0,
});

export function createGame(config: TMatchRulesConfig, keepPresence = false): TGame {
  const squad = [...config.starters, ...config.substitutes];
  const g: TGame = {
    config,
    plan: periodPlan(config),
    regularSec: regularTimeSec(config),
    squad: new Set(squad),
    current: null,
    running: false,
    endedIndex: -1,
    finished: false,
    abandoned: null,
    clockSec: 0,
    score: { us: 0, rival: 0 },
    onCourt: [...config.starters],
    everOnCourt: new Set(config.starters),
    openSince: new Map(),
    intervals: new Map(squad.map((id) => [id, []])),
    expelled: new Map(),
    fouls: { us: { first: 0, second: 0 }, rival: { first: 0, second: 0 } },
    foulList: [],
    windows: [],
    timeouts: [],
    flyingSince: null,
    flyingSpells: [],
    flyingPlayerId: null,
    flyingPlayerSpells: [],
    goals: [],
    yellows: new Map(),
    kicks: [],
    players: new Map(squad.map((id) => [id, emptyStats()])),
    plusMinus: new Map(),
    quintets: new Map(),
    pairGoals: new Map(),
    five: null,
    rejected: [],
    presence: null,
  };
  // The state before the first event: what a late event sorting before every other one sees.
  if (keepPresence) g.presence = [presenceMark(g, { p: -1, c: -1, r: -1 })];
  return g;
}

export function statsOf(g: TGame, playerId: string): TPlayerMatchStats {
  let s = g.players.get(playerId);
  if (!s) {
    s = emptyStats();
    g.players.set(playerId, s);
  }
  return s;
}

export const otherSide = (side: TSide): TSide => (side === 'us' ? 'rival' : 'us');

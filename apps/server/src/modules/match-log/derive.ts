import {
  replayMatch,
  resolveRulesConfig,
  regularTimeSec,
  type TFinishingType,
  type TGoalType,
  type TManDownWindow,
  type TMatchEvent,
  type TMatchRulesConfigInput,
  type TMatchPeriod,
  type TMatchState,
  type TParticipation,
  type TCourtQuintet,
  type TSide,
  type TGameStateSplits,
  type TShotRecord,
} from '@futsal/shared';
import type { TGoalCounts, TStoredGoal } from '../../db/schema';

/**
 * Bump when what is derived (or how) changes: rows of an older version are
 * recomputed before they are read and by the start-up sweep (decision 0011).
 */
export const DERIVATION_VERSION = 3;

export interface DerivedTeamFigures {
  goalsFor: number;
  goalsAgainst: number;
  /** Shots including goals: a goal is a shot on target. */
  shots: number;
  shotsOnTarget: number;
  foulsFor: number;
  foulsAgainst: number;
  yellowCards: number;
  redCardsFor: number;
  redCardsAgainst: number;
  corners: number;
  offsides: number;
  timeoutsFor: number;
  timeoutsAgainst: number;
  tenMetreKicksFor: number;
  tenMetreKicksAgainst: number;
  regularSeconds: number;
  goals: TStoredGoal[];
  goalCounts: TGoalCounts;
  /** Issue 38: the engine's shots of both teams, placed and tagged, and its game-state splits. */
  shotList: TShotRecord[];
  gameStates: TGameStateSplits;
}

export interface DerivedPlayerLine {
  playerId: string;
  participation: TParticipation;
  secondsPlayed: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  plusMinus: number;
  goalTypes: Partial<Record<TGoalType, number>>;
  finishingTypes: Partial<Record<TFinishingType, number>>;
  /** Rotations (issue 37), the engine's: stints, the longest, rest, flying goalkeeper, per period. */
  stints: number;
  longestStintSec: number;
  restSeconds: number;
  flyingGoalkeeperSeconds: number;
  periodSeconds: Partial<Record<TMatchPeriod, number>>;
}

export type DerivedQuintet = TCourtQuintet;

/** Two of ours together: `key` their sorted ids joined by a comma. */
export interface DerivedPair {
  key: string;
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface DerivedMatch {
  team: DerivedTeamFigures;
  players: DerivedPlayerLine[];
  quintets: DerivedQuintet[];
  pairs: DerivedPair[];
}

const bump = <K extends string>(map: Partial<Record<K, number>>, key: K | null) => {
  if (key) map[key] = (map[key] ?? 0) + 1;
};

/** A goal at `clock` falls inside the window; the goal that ends it was still scored short. */
const within = (w: TManDownWindow, clock: number) =>
  clock >= w.startClockSec &&
  (w.endClockSec === null ||
    clock < w.endClockSec ||
    (w.endReason === 'goal_conceded' && clock === w.endClockSec));

function storedGoals(state: TMatchState): TStoredGoal[] {
  const short = (side: TSide, clock: number) =>
    state.manDown.some((w) => w.side === side && within(w, clock));
  return state.goals.map((g) => ({
    side: g.side,
    period: g.period,
    clockSec: g.clockSec,
    extraTime: g.extraTime,
    playerId: g.playerId,
    goalType: g.goalType,
    finishingType: g.finishingType,
    whileShort: short('us', g.clockSec),
    whileRivalShort: short('rival', g.clockSec),
    flyingGoalkeeper: g.flyingGoalkeeper,
    ownGoal: g.ownGoal,
  }));
}

function rotationFigures(state: TMatchState, playerId: string) {
  const r = state.rotations[playerId];
  return {
    stints: r?.stints.length ?? 0,
    longestStintSec: r?.longestStintSec ?? 0,
    restSeconds: r?.restSec ?? 0,
    flyingGoalkeeperSeconds: r?.flyingGoalkeeperSec ?? 0,
    periodSeconds: { ...r?.periodSeconds },
  };
}

export const BAND_SEC = 5 * 60;

/** See TGoalCounts: what the season figures add up. */
export function countGoals(goals: readonly TStoredGoal[], regularSeconds: number): TGoalCounts {
  const counts: TGoalCounts = { for: {}, against: {} };
  const lastBand = Math.max(0, Math.ceil(regularSeconds / BAND_SEC) - 1);
  for (const g of goals) {
    const map = counts[g.side === 'us' ? 'for' : 'against'];
    const keys = [
      `period:${g.period}`,
      g.extraTime ? 'band:extra' : `band:${Math.min(Math.floor(g.clockSec / BAND_SEC), lastBand)}`,
      g.goalType ? `type:${g.goalType}` : null,
      g.finishingType ? `finishing:${g.finishingType}` : null,
      g.whileShort ? 'flag:whileShort' : null,
      g.whileRivalShort ? 'flag:whileRivalShort' : null,
      g.flyingGoalkeeper ? 'flag:flyingGoalkeeper' : null,
      g.ownGoal ? 'flag:ownGoal' : null,
    ];
    for (const key of keys) if (key) map[key] = (map[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * A match's derived figures from its config and log, through the shared
 * rules engine: every figure that depends on who was on court (seconds
 * played, plus/minus, quintets) is the engine's own. `state` may be passed
 * when the caller has just replayed the same log (the append transaction),
 * to replay only once.
 */
export function deriveMatch(
  config: TMatchRulesConfigInput,
  events: readonly TMatchEvent[],
  state: TMatchState = replayMatch(config, events),
): DerivedMatch {
  const s = state.summary;
  const goals = storedGoals(state);
  const regularSeconds = regularTimeSec(resolveRulesConfig(config));
  const kicks = (side: TSide) =>
    state.fouls.list.filter((f) => f.side === side && f.tenMetreKick).length;
  const team: DerivedTeamFigures = {
    goalsFor: state.score.us,
    goalsAgainst: state.score.rival,
    // The engine counts a goal as a shot on target (Laws work, issue 9).
    shots: s.shots,
    shotsOnTarget: s.shotsOnTarget,
    foulsFor: s.fouls.us,
    foulsAgainst: s.fouls.rival,
    yellowCards: s.yellowCards,
    redCardsFor: s.redCards.us,
    redCardsAgainst: s.redCards.rival,
    corners: s.corners,
    offsides: s.offsides,
    timeoutsFor: s.timeouts.us,
    timeoutsAgainst: s.timeouts.rival,
    // A 10 m kick for us follows the rival's 6th+ accumulated foul, and the other way round.
    tenMetreKicksFor: kicks('rival'),
    tenMetreKicksAgainst: kicks('us'),
    regularSeconds,
    goals,
    goalCounts: countGoals(goals, regularSeconds),
    shotList: state.shotList,
    gameStates: state.gameStates,
  };

  const players: DerivedPlayerLine[] = Object.entries(state.participation).map(
    ([playerId, participation]) => {
      const p = state.players[playerId];
      const line: DerivedPlayerLine = {
        playerId,
        participation,
        secondsPlayed: state.secondsPlayed[playerId] ?? 0,
        goals: p?.goals ?? 0,
        assists: p?.assists ?? 0,
        shots: p?.shots ?? 0,
        shotsOnTarget: p?.shotsOnTarget ?? 0,
        fouls: p?.fouls ?? 0,
        yellowCards: p?.yellowCards ?? 0,
        redCards: p?.redCards ?? 0,
        plusMinus: state.plusMinus[playerId] ?? 0,
        goalTypes: {},
        finishingTypes: {},
        ...rotationFigures(state, playerId),
      };
      for (const g of goals) {
        if (g.side !== 'us' || g.ownGoal || g.playerId !== playerId) continue;
        bump(line.goalTypes, g.goalType);
        bump(line.finishingTypes, g.finishingType);
      }
      return line;
    },
  );
  const pairs = state.pairs.map(({ playerIds, ...p }) => ({ key: playerIds.join(','), ...p }));
  return { team, players, quintets: state.quintets, pairs };
}

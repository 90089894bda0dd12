import {
  MATCH_PERIODS,
  type TMatchPeriod,
  type TPlayerPair,
  type TPlayerRotationLine,
} from '@futsal/shared';

/**
 * Rotation figures (issue 37) from the stored player lines and pairs: sums over a match or a
 * period, never a replay. The average stint is the time played over the stints.
 */
export interface RotationTotals {
  playerId: string;
  stints: number;
  longestStintSec: number;
  secondsPlayed: number;
  restSeconds: number;
  flyingGoalkeeperSeconds: number;
  periodSeconds: Partial<Record<TMatchPeriod, number>>;
}

/** The pairs a match or a season shows, most time together first. */
export const PAIRS_SHOWN = 15;

export interface PairRow {
  playerIds: string;
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

export const emptyRotation = (playerId: string): RotationTotals => ({
  playerId,
  stints: 0,
  longestStintSec: 0,
  secondsPlayed: 0,
  restSeconds: 0,
  flyingGoalkeeperSeconds: 0,
  periodSeconds: {},
});

/** Adds one match's line to the totals (the longest stint is the longest of any). */
export function addRotation(total: RotationTotals, line: Omit<RotationTotals, 'playerId'>): void {
  total.stints += line.stints;
  total.longestStintSec = Math.max(total.longestStintSec, line.longestStintSec);
  total.secondsPlayed += line.secondsPlayed;
  total.restSeconds += line.restSeconds;
  total.flyingGoalkeeperSeconds += line.flyingGoalkeeperSeconds;
  for (const p of MATCH_PERIODS) {
    const s = line.periodSeconds[p];
    if (s) total.periodSeconds[p] = (total.periodSeconds[p] ?? 0) + s;
  }
}

export function rotationLine(t: RotationTotals): TPlayerRotationLine {
  const periodSeconds: TPlayerRotationLine['periodSeconds'] = {};
  for (const p of MATCH_PERIODS) if (t.periodSeconds[p]) periodSeconds[p] = t.periodSeconds[p];
  return {
    playerId: t.playerId,
    stints: t.stints,
    averageStintSec: t.stints > 0 ? Math.round(t.secondsPlayed / t.stints) : 0,
    longestStintSec: t.longestStintSec,
    secondsPlayed: t.secondsPlayed,
    restSeconds: t.restSeconds,
    workRest: t.restSeconds > 0 ? Math.round((t.secondsPlayed / t.restSeconds) * 100) / 100 : null,
    flyingGoalkeeperSec: t.flyingGoalkeeperSeconds,
    periodSeconds,
  };
}

export function pairOf(q: PairRow): TPlayerPair {
  return {
    playerIds: q.playerIds.split(','),
    secondsTogether: q.seconds,
    goalsFor: q.goalsFor,
    goalsAgainst: q.goalsAgainst,
    plusMinus: q.goalsFor - q.goalsAgainst,
  };
}

import {
  FINISHING_TYPES,
  GOAL_TYPES,
  MATCH_PERIODS,
  MATCH_TYPES,
  POSITIONS,
  type TFinishingType,
  type TForAgainst,
  type TGoalType,
  type TMatchResult,
  type TMatchResultRow,
  type TMatchType,
  type TPosition,
  type TQuintet,
  type TScoredRecord,
  type TTeamStatsResponse,
} from '@futsal/shared';
import type { TGoalCounts } from '../../db/schema';
import { oneOf } from '../../lib/enum-column';
import { BAND_SEC } from '../match-log';
import { pairOf, rotationLine, type PairRow } from './rotations';
import type { MatchFiguresView, PlayerTotalsRow, QuintetRow } from './season-rows';

const MIN_BANDS = 8;

type Counts<K extends string> = Partial<Record<K, number>>;

export const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : 0);
export const perMatch = (total: number, n: number) =>
  n > 0 ? Math.round((total / n) * 100) / 100 : 0;

export const resultOf = (gf: number, ga: number): TMatchResult =>
  gf > ga ? 'W' : gf < ga ? 'L' : 'D';

export const matchType = (v: string): TMatchType => oneOf(MATCH_TYPES, v);

export function resultRow(v: MatchFiguresView): TMatchResultRow {
  return {
    matchId: v.match.id,
    date: v.match.date.toISOString(),
    opponent: v.match.opponent,
    isHome: v.match.isHome,
    type: matchType(v.match.type),
    competitionId: v.match.competitionId,
    competitionName: v.competitionName,
    goalsFor: v.figures.goalsFor,
    goalsAgainst: v.figures.goalsAgainst,
    result: resultOf(v.figures.goalsFor, v.figures.goalsAgainst),
  };
}

export function scoredRecord(rows: readonly MatchFiguresView[]): TScoredRecord {
  const r = {
    gamesPlayed: rows.length,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
  };
  for (const { figures: f } of rows) {
    r.goalsFor += f.goalsFor;
    r.goalsAgainst += f.goalsAgainst;
    const res = resultOf(f.goalsFor, f.goalsAgainst);
    if (res === 'W') r.wins++;
    else if (res === 'D') r.draws++;
    else r.losses++;
  }
  return { ...r, points: r.wins * 3 + r.draws, goalDifference: r.goalsFor - r.goalsAgainst };
}

const sum = (rows: readonly MatchFiguresView[], pick: (f: MatchFiguresView['figures']) => number) =>
  rows.reduce((n, r) => n + pick(r.figures), 0);

/** The goals' counts of the period's matches summed by key (`period:first`, `band:3`, …), per side. */
function goalBreakdown(
  rows: readonly MatchFiguresView[],
  counts: TGoalCounts,
): TTeamStatsResponse['goals'] {
  const bandCount = Math.max(
    MIN_BANDS,
    ...rows.map((r) => Math.ceil(r.figures.regularSeconds / BAND_SEC)),
  );
  const byBand = Array.from({ length: bandCount }, (_, i) => ({
    fromMinute: i * 5,
    toMinute: (i + 1) * 5,
    for: 0,
    against: 0,
  }));
  const byPeriod = MATCH_PERIODS.map((period) => ({ period, for: 0, against: 0 }));
  const fa = (): TForAgainst => ({ for: 0, against: 0 });
  const flags: Record<string, TForAgainst> = {
    whileShort: fa(),
    whileRivalShort: fa(),
    flyingGoalkeeper: fa(),
    ownGoal: fa(),
  };
  const extraTime = fa();
  const types = { for: {} as Counts<TGoalType>, against: {} as Counts<TGoalType> };
  const finishing = { for: {} as Counts<TFinishingType>, against: {} as Counts<TFinishingType> };
  for (const side of ['for', 'against'] as const) {
    for (const [key, n] of Object.entries(counts[side])) {
      const [kind = '', value = ''] = key.split(':');
      if (kind === 'period') {
        const period = byPeriod.find((p) => p.period === value);
        if (period) period[side] += n;
      } else if (kind === 'band') {
        const band = value === 'extra' ? extraTime : byBand[Number(value)];
        if (band) band[side] += n;
      } else if (kind === 'type') {
        const type = oneOf(GOAL_TYPES, value);
        types[side][type] = (types[side][type] ?? 0) + n;
      } else if (kind === 'finishing') {
        const type = oneOf(FINISHING_TYPES, value);
        finishing[side][type] = (finishing[side][type] ?? 0) + n;
      } else if (kind === 'flag' && flags[value]) {
        flags[value][side] += n;
      }
    }
  }
  const flag = (name: string) => flags[name] ?? fa();
  return {
    byPeriod,
    byBand,
    extraTime,
    types,
    finishing,
    whileShort: flag('whileShort'),
    whileRivalShort: flag('whileRivalShort'),
    withFlyingGoalkeeper: flag('flyingGoalkeeper'),
    ownGoals: flag('ownGoal'),
  };
}

export const position = (v: string): TPosition => oneOf(POSITIONS, v);

export function quintetOf(q: QuintetRow): TQuintet {
  return {
    playerIds: q.playerIds.split(','),
    secondsTogether: q.seconds,
    goalsFor: q.goalsFor,
    goalsAgainst: q.goalsAgainst,
    plusMinus: q.goalsFor - q.goalsAgainst,
  };
}

/** The team reply from the period's per-match rows, player totals and quintets. */
export function teamStats(
  head: Pick<TTeamStatsResponse, 'period' | 'filters'>,
  rows: readonly MatchFiguresView[],
  playerRows: readonly PlayerTotalsRow[],
  quintetRows: readonly QuintetRow[],
  goalCounts: TGoalCounts,
  pairRows: readonly PairRow[],
): Omit<TTeamStatsResponse, 'shotFigures'> {
  const n = rows.length;
  const record = scoredRecord(rows);
  const { points, goalDifference, ...statistics } = record;
  const results = rows.map(resultRow);
  const shots = sum(rows, (f) => f.shots);
  const onTarget = sum(rows, (f) => f.shotsOnTarget);
  const goals = goalBreakdown(rows, goalCounts);
  // Law 10: the rival's own goals are in the score, not among our shots' goals.
  const scored = record.goalsFor - goals.ownGoals.for;
  const byType = MATCH_TYPES.map((type) => ({
    type,
    rows: rows.filter((r) => r.match.type === type),
  }))
    .filter((t) => t.rows.length > 0)
    .map((t) => ({ type: t.type, record: scoredRecord(t.rows) }));
  const competitionIds = [
    ...new Set(rows.map((r) => r.match.competitionId).filter((id): id is string => !!id)),
  ];
  return {
    ...head,
    statistics,
    kpis: {
      points,
      goalDifference,
      cleanSheets: rows.filter((r) => r.figures.goalsAgainst === 0).length,
      winRate: ratio(record.wins, n),
      form: results.slice(0, 5).map((r) => r.result),
    },
    averages: {
      goalsFor: perMatch(record.goalsFor, n),
      goalsAgainst: perMatch(record.goalsAgainst, n),
      shots: perMatch(shots, n),
      fouls: perMatch(
        sum(rows, (f) => f.foulsFor),
        n,
      ),
    },
    goals,
    tenMetreKicks: {
      for: sum(rows, (f) => f.tenMetreKicksFor),
      against: sum(rows, (f) => f.tenMetreKicksAgainst),
    },
    discipline: {
      fouls: { for: sum(rows, (f) => f.foulsFor), against: sum(rows, (f) => f.foulsAgainst) },
      yellowCards: sum(rows, (f) => f.yellowCards),
      redCards: {
        for: sum(rows, (f) => f.redCardsFor),
        against: sum(rows, (f) => f.redCardsAgainst),
      },
    },
    shooting: {
      shots,
      onTarget,
      goals: scored,
      accuracy: ratio(onTarget, shots),
      conversion: ratio(scored, shots),
    },
    corners: sum(rows, (f) => f.corners),
    timeouts: {
      for: sum(rows, (f) => f.timeoutsFor),
      against: sum(rows, (f) => f.timeoutsAgainst),
    },
    players: playerRows.map(
      ({
        stints: _s,
        longestStintSec: _l,
        restSeconds: _r,
        flyingGoalkeeperSeconds: _f,
        periodSeconds: _p,
        ...p
      }) => ({ ...p, position: position(p.position) }),
    ),
    quintets: quintetRows.map(quintetOf),
    rotations: {
      players: playerRows
        .filter((p) => p.secondsPlayed > 0)
        .map((p) => rotationLine({ ...p, periodSeconds: p.periodSeconds })),
      pairs: pairRows.map(pairOf),
    },
    splits: {
      home: scoredRecord(rows.filter((r) => r.match.isHome)),
      away: scoredRecord(rows.filter((r) => !r.match.isHome)),
      byType,
      byCompetition: competitionIds.map((id) => {
        const inIt = rows.filter((r) => r.match.competitionId === id);
        return {
          competitionId: id,
          name: inIt[0]?.competitionName ?? '',
          record: scoredRecord(inIt),
        };
      }),
    },
    results,
  };
}

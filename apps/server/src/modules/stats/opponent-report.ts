import {
  MATCH_PERIODS,
  SHOT_MAP_MAX,
  summariseShots,
  type TMatchPeriod,
  type TOpponentPeriodRow,
  type TOpponentReport,
} from '@futsal/shared';
import { resultRow, scoredRecord } from './aggregate';
import type { OpponentMatch } from './opponent-rows';

type Cards = TOpponentReport['cards'][number];

/** A row for each regular period, and for an extra period where some match went into it. */
const periodRows = <T extends { period: TMatchPeriod }>(
  make: (p: TMatchPeriod) => T,
  played: ReadonlySet<TMatchPeriod>,
): T[] => MATCH_PERIODS.filter((p) => played.has(p)).map(make);

/** Everything logged against one rival, from the figures rows and the engine's accepted events. */
export function opponentReport(
  teamId: string,
  opponent: string,
  rows: readonly OpponentMatch[],
): TOpponentReport {
  const events = rows.flatMap((r) => r.accepted);
  const goals = rows.flatMap((r) => r.figures.goals);
  const played = new Set<TMatchPeriod>(['first', 'second', ...events.map((e) => e.period)]);
  const countOf = (type: string, p: TMatchPeriod) =>
    events.filter((e) => e.type === type && e.period === p).length;
  const forAgainst = (f: (p: TMatchPeriod) => TOpponentPeriodRow) => periodRows(f, played);
  const situations: TOpponentReport['situations'] = {};
  const shotRows = rows.map((r) => ({
    shots: r.figures.shotList,
    gameStates: r.figures.gameStates,
  }));
  for (const s of shotRows.flatMap((r) => r.shots)) {
    if (s.side !== 'rival' || !s.situation) continue;
    const c = (situations[s.situation] ??= { shots: 0, goals: 0 });
    c.shots++;
    if (s.goal) c.goals++;
  }
  return {
    teamId,
    opponent,
    record: scoredRecord(rows),
    matches: rows.map(resultRow),
    goalsByPeriod: forAgainst((period) => ({
      period,
      for: goals.filter((g) => g.period === period && g.side === 'us').length,
      against: goals.filter((g) => g.period === period && g.side === 'rival').length,
    })),
    fouls: forAgainst((period) => ({
      period,
      for: countOf('foul', period),
      against: countOf('rival_foul', period),
    })),
    cards: periodRows<Cards>(
      (period) => ({
        period,
        yellowFor: countOf('yellow_card', period),
        redFor: countOf('red_card', period),
        redAgainst: countOf('rival_red_card', period),
      }),
      played,
    ),
    situations,
    shotFigures: summariseShots(shotRows, SHOT_MAP_MAX),
  };
}

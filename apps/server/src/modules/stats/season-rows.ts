import type { TMatchPeriod, TMatchType, TStatsPeriod, TStatsQuery } from '@futsal/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { matches, type TMatchFiguresRow, type TMatchRow } from '../../db/schema';

/** The filters of a stats or report request, resolved to days. */
export interface MatchFilter {
  period: TStatsPeriod;
  competitionId?: string;
  type?: TMatchType;
  venue?: TStatsQuery['venue'];
}

/** A finished match of the period with its derived figures (the goal list left out where not needed). */
export interface MatchFiguresView {
  match: Pick<TMatchRow, 'id' | 'date' | 'opponent' | 'isHome' | 'type' | 'competitionId'>;
  competitionName: string | null;
  figures: SeasonFigures;
}

/** What the season's aggregation reads of a match's figures row. */
export type SeasonFigures = Pick<
  TMatchFiguresRow,
  | 'goalsFor'
  | 'goalsAgainst'
  | 'shots'
  | 'shotsOnTarget'
  | 'foulsFor'
  | 'foulsAgainst'
  | 'yellowCards'
  | 'redCardsFor'
  | 'redCardsAgainst'
  | 'corners'
  | 'timeoutsFor'
  | 'timeoutsAgainst'
  | 'tenMetreKicksFor'
  | 'tenMetreKicksAgainst'
  | 'regularSeconds'
>;

export interface PlayerTotalsRow {
  playerId: string;
  name: string;
  number: number;
  position: string;
  matches: number;
  starts: number;
  secondsPlayed: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  plusMinus: number;
  stints: number;
  longestStintSec: number;
  restSeconds: number;
  flyingGoalkeeperSeconds: number;
  periodSeconds: Partial<Record<TMatchPeriod, number>>;
}

export interface QuintetRow {
  playerIds: string;
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** Finished matches of the team inside the filters (match day in UTC, decision 0012). */
export function finishedIn(teamId: string | SQL, f: MatchFilter): SQL | undefined {
  return and(
    sql`${matches.teamId} = ${teamId}`,
    eq(matches.status, 'finished'),
    sql`(${matches.date} at time zone 'UTC')::date between ${f.period.from}::date and ${f.period.to}::date`,
    f.competitionId ? eq(matches.competitionId, f.competitionId) : undefined,
    f.type ? eq(matches.type, f.type) : undefined,
    f.venue ? eq(matches.isHome, f.venue === 'home') : undefined,
  );
}

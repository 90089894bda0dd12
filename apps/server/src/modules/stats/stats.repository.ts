import type { TMatchType, TStatsPeriod, TStatsQuery } from '@futsal/shared';
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  competitions,
  matchFigures,
  matches,
  matchPlayerLines,
  matchQuintets,
  players,
  teams,
  type TMatchFiguresRow,
  type TMatchPlayerLineRow,
  type TMatchRow,
  type TPlayerRow,
} from '../../db/schema';

/** The filters of a stats or report request, resolved to days. */
export interface MatchFilter {
  period: TStatsPeriod;
  competitionId?: string;
  type?: TMatchType;
  venue?: TStatsQuery['venue'];
}

/** A finished match of the period with its derived figures (the goal list left out where not needed). */
export interface MatchFiguresView {
  match: Pick<TMatchRow, 'id' | 'date' | 'opponent' | 'isHome' | 'type' | 'tournamentId'>;
  competitionName: string | null;
  figures: Omit<TMatchFiguresRow, 'goals'>;
}

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
}

export interface QuintetRow {
  playerIds: string;
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface PlayerMatchLine extends MatchFiguresView {
  line: TMatchPlayerLineRow;
}

const ON_COURT = sql`${matchPlayerLines.participation} in ('starter', 'substitute_played')`;
const sumInt = (col: AnyPgColumn) => sql<number>`coalesce(sum(${col}), 0)::int`;

/**
 * Season figures are aggregations over the derived per-match rows
 * (decision 0011): never a replay of a log. Only finished matches count.
 */
export class StatsRepository {
  constructor(private readonly db: Db) {}

  /** Finished matches of the team inside the filters (match day in UTC, decision 0012). */
  private where(teamId: string, f: MatchFilter): SQL | undefined {
    return and(
      eq(matches.teamId, teamId),
      eq(matches.status, 'finished'),
      sql`(${matches.date} at time zone 'UTC')::date between ${f.period.from}::date and ${f.period.to}::date`,
      f.competitionId ? eq(matches.tournamentId, f.competitionId) : undefined,
      f.type ? eq(matches.type, f.type) : undefined,
      f.venue ? eq(matches.isHome, f.venue === 'home') : undefined,
    );
  }

  async findOwnedTeam(teamId: string, ownerId: string) {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.ownerId, ownerId)))
      .limit(1);
    return row ?? null;
  }

  async findOwnedPlayer(playerId: string, ownerId: string): Promise<TPlayerRow | null> {
    const [row] = await this.db
      .select({ player: players })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(players.id, playerId), eq(teams.ownerId, ownerId)))
      .limit(1);
    return row?.player ?? null;
  }

  async findOwnedMatch(matchId: string, ownerId: string) {
    const [row] = await this.db
      .select({ match: matches })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, matchId), eq(teams.ownerId, ownerId)))
      .limit(1);
    return row?.match ?? null;
  }

  async competitionName(id: string, teamId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: competitions.name })
      .from(competitions)
      .where(and(eq(competitions.id, id), eq(competitions.teamId, teamId)));
    return row?.name ?? null;
  }

  /** Newest first, without the goal lists (see goalCounts); a match without a figures row is left out. */
  async teamMatches(teamId: string, f: MatchFilter): Promise<MatchFiguresView[]> {
    const { goals: _goals, ...columns } = getTableColumns(matchFigures);
    const rows = await this.db
      .select({
        id: matches.id,
        date: matches.date,
        opponent: matches.opponent,
        isHome: matches.isHome,
        type: matches.type,
        tournamentId: matches.tournamentId,
        competitionName: competitions.name,
        figures: columns,
      })
      .from(matches)
      .innerJoin(matchFigures, eq(matchFigures.matchId, matches.id))
      .leftJoin(competitions, eq(competitions.id, matches.tournamentId))
      .where(and(this.where(teamId, f), sql`${matches.lineup} is not null`))
      .orderBy(desc(matches.date), desc(matches.createdAt));
    return rows.map(({ figures, competitionName, ...match }) => ({
      match,
      competitionName,
      figures,
    }));
  }

  /** One line per player with a line in the period's matches (GROUP BY over match_player_lines). */
  async playerTotals(teamId: string, f: MatchFilter): Promise<PlayerTotalsRow[]> {
    const l = matchPlayerLines;
    return this.db
      .select({
        playerId: l.playerId,
        name: players.name,
        number: players.number,
        position: players.primaryPosition,
        matches: sql<number>`(count(*) filter (where ${ON_COURT}))::int`,
        starts: sql<number>`(count(*) filter (where ${l.participation} = 'starter'))::int`,
        secondsPlayed: sumInt(l.secondsPlayed),
        goals: sumInt(l.goals),
        assists: sumInt(l.assists),
        shots: sumInt(l.shots),
        shotsOnTarget: sumInt(l.shotsOnTarget),
        fouls: sumInt(l.fouls),
        yellowCards: sumInt(l.yellowCards),
        redCards: sumInt(l.redCards),
        plusMinus: sql<number>`coalesce(sum(${l.plusMinus}), 0)::int`,
      })
      .from(l)
      .innerJoin(matches, eq(matches.id, l.matchId))
      .innerJoin(players, eq(players.id, l.playerId))
      .where(this.where(teamId, f))
      .groupBy(l.playerId, players.name, players.number, players.primaryPosition)
      .orderBy(asc(players.number));
  }

  /** The most-used fives of the period (GROUP BY over match_quintets). */
  async quintets(teamId: string, f: MatchFilter, limit = 10): Promise<QuintetRow[]> {
    const q = matchQuintets;
    const seconds = sql<number>`coalesce(sum(${q.seconds}), 0)::int`;
    return this.db
      .select({
        playerIds: q.playerIds,
        seconds,
        goalsFor: sql<number>`coalesce(sum(${q.goalsFor}), 0)::int`,
        goalsAgainst: sql<number>`coalesce(sum(${q.goalsAgainst}), 0)::int`,
      })
      .from(q)
      .innerJoin(matches, eq(matches.id, q.matchId))
      .where(this.where(teamId, f))
      .groupBy(q.playerIds)
      .orderBy(desc(seconds), asc(q.playerIds))
      .limit(limit);
  }

  /** The player's line in each finished match of the period, newest first. */
  async playerMatches(
    playerId: string,
    teamId: string,
    f: MatchFilter,
  ): Promise<PlayerMatchLine[]> {
    const rows = await this.db
      .select({
        id: matches.id,
        date: matches.date,
        opponent: matches.opponent,
        isHome: matches.isHome,
        type: matches.type,
        tournamentId: matches.tournamentId,
        competitionName: competitions.name,
        figures: matchFigures,
        line: matchPlayerLines,
      })
      .from(matchPlayerLines)
      .innerJoin(matches, eq(matches.id, matchPlayerLines.matchId))
      .innerJoin(matchFigures, eq(matchFigures.matchId, matches.id))
      .leftJoin(competitions, eq(competitions.id, matches.tournamentId))
      .where(and(eq(matchPlayerLines.playerId, playerId), this.where(teamId, f)))
      .orderBy(desc(matches.date), desc(matches.createdAt));
    return rows.map(({ figures, competitionName, line, ...match }) => ({
      match,
      competitionName,
      figures,
      line,
    }));
  }

  /** One match's rows, whatever its status (match statistics show a live match too). */
  async matchRows(matchId: string) {
    const [figures] = await this.db
      .select()
      .from(matchFigures)
      .where(eq(matchFigures.matchId, matchId));
    const lines = await this.db
      .select({
        line: matchPlayerLines,
        name: players.name,
        number: players.number,
        position: players.primaryPosition,
      })
      .from(matchPlayerLines)
      .innerJoin(players, eq(players.id, matchPlayerLines.playerId))
      .where(eq(matchPlayerLines.matchId, matchId))
      .orderBy(asc(players.number));
    const quintets = await this.db
      .select()
      .from(matchQuintets)
      .where(eq(matchQuintets.matchId, matchId))
      .orderBy(desc(matchQuintets.seconds), asc(matchQuintets.playerIds));
    return { figures: figures ?? null, lines, quintets };
  }
}

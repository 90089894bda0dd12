import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { finishedIn, type MatchFiguresView, type MatchFilter } from './season-rows';
import { teamSeasonStamp, type SeasonStamp } from './season-stamp';
import { teamSeasonRows, type TeamSeasonRows } from './team-season';

export type { MatchFilter } from './season-rows';
import {
  competitions,
  matchFigures,
  matches,
  matchPlayerLines,
  matchPairs,
  matchQuintets,
  players,
  teams,
  type TMatchPlayerLineRow,
  type TPlayerRow,
} from '../../db/schema';
import { seasonPlayerShotFigures, seasonShotFigures } from './shot-rows';
import { opponentMatches, opponentNames } from './opponent-rows';
import {
  callupDays,
  playedDays,
  statusChanges,
  type CallupDay,
  type PlayedDay,
} from './attendance-rows';
import type { StatusChange } from './status-spells';
import { isMember } from '../../lib/team-access';

export interface PlayerMatchLine extends MatchFiguresView {
  line: TMatchPlayerLineRow;
}

/**
 * Season figures are aggregations over the derived per-match rows
 * (decision 0011): never a replay of a log. Only finished matches count.
 */
export class StatsRepository {
  constructor(private readonly db: Db) {}

  private where(teamId: string, f: MatchFilter): SQL | undefined {
    return finishedIn(teamId, f);
  }

  async findOwnedTeam(teamId: string, ownerId: string) {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), isMember(teams.id, ownerId)))
      .limit(1);
    return row ?? null;
  }

  async findOwnedPlayer(playerId: string, ownerId: string): Promise<TPlayerRow | null> {
    const [row] = await this.db
      .select({ player: players })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(players.id, playerId), isMember(teams.id, ownerId)))
      .limit(1);
    return row?.player ?? null;
  }

  async findOwnedMatch(matchId: string, ownerId: string) {
    const [row] = await this.db
      .select({ match: matches })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, matchId), isMember(teams.id, ownerId)))
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

  /** The team's season rows in one statement; null when the team is not the owner's. */
  async teamSeason(
    teamId: string,
    ownerId: string,
    f: MatchFilter,
  ): Promise<TeamSeasonRows | null> {
    return teamSeasonRows(this.db, teamId, ownerId, f);
  }

  /** A digest of every row the team's season is read from, and the owner's season start month; null when not the owner's team. */
  async teamSeasonStamp(teamId: string, ownerId: string): Promise<SeasonStamp | null> {
    return teamSeasonStamp(this.db, teamId, ownerId);
  }

  /** Issue 38: the shot figures of the team's finished matches in the filters. */
  async seasonShots(teamId: string, f: MatchFilter) {
    return seasonShotFigures(this.db, teamId, f);
  }

  /** Decision 0170: one player's shots in the team's finished matches of the filters. */
  async playerShots(teamId: string, playerId: string, f: MatchFilter) {
    return seasonPlayerShotFigures(this.db, teamId, playerId, f);
  }

  /** Issue 38: the rival names of the team's matches with their counts. */
  async opponents(teamId: string) {
    return opponentNames(this.db, teamId);
  }

  /** Issue 38: the team's finished matches against one rival name, with their accepted events. */
  async opponentMatches(teamId: string, name: string) {
    return opponentMatches(this.db, teamId, name);
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
        competitionId: matches.competitionId,
        competitionName: competitions.name,
        figures: matchFigures,
        line: matchPlayerLines,
      })
      .from(matchPlayerLines)
      .innerJoin(matches, eq(matches.id, matchPlayerLines.matchId))
      .innerJoin(matchFigures, eq(matchFigures.matchId, matches.id))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(and(eq(matchPlayerLines.playerId, playerId), this.where(teamId, f)))
      .orderBy(desc(matches.date), desc(matches.createdAt));
    return rows.map(({ figures, competitionName, line, ...match }) => ({
      match,
      competitionName,
      figures,
      line,
    }));
  }

  /** Issue 39: the player's call-ups of the period and lines of its finished matches. */
  async attendanceRows(
    playerId: string,
    teamId: string,
    period: MatchFilter['period'],
  ): Promise<{ callups: CallupDay[]; played: PlayedDay[]; statuses: StatusChange[] }> {
    const [callups, played, statuses] = await Promise.all([
      callupDays(this.db, playerId, period),
      playedDays(this.db, playerId, teamId, period),
      statusChanges(this.db, playerId, period),
    ]);
    return { callups, played, statuses };
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
    const pairs = await this.db
      .select()
      .from(matchPairs)
      .where(eq(matchPairs.matchId, matchId))
      .orderBy(desc(matchPairs.seconds), asc(matchPairs.playerIds));
    return { figures: figures ?? null, lines, quintets, pairs };
  }
}

import { and, asc, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, matches, matchPlayerLines, players } from '../../db/schema';

/** What the suspensions of a match are computed from. */
export interface SuspensionMatch {
  id: string;
  teamId: string;
  competitionId: string | null;
  opponent: string;
  date: Date;
  lineupOverrides: { playerId: string; reason: string }[];
}

export interface CardLine {
  matchId: string;
  playerId: string;
  yellowCards: number;
  redCards: number;
}

/** Matches that neither give nor serve a suspension (decision 0165). */
const NOT_PLAYED = ['cancelled', 'postponed'];

/** Read-only: the competition's rules, its matches and the cards of their derived player lines. */
export class SuspensionsRepository {
  constructor(private readonly db: Db) {}

  async match(id: string): Promise<SuspensionMatch | null> {
    const [row] = await this.db
      .select({
        id: matches.id,
        teamId: matches.teamId,
        competitionId: matches.competitionId,
        opponent: matches.opponent,
        date: matches.date,
        lineupOverrides: matches.lineupOverrides,
      })
      .from(matches)
      .where(eq(matches.id, id))
      .limit(1);
    return row ?? null;
  }

  async rules(competitionId: string) {
    const [row] = await this.db
      .select({
        redSuspensionMatches: competitions.redSuspensionMatches,
        yellowAccumulation: competitions.yellowAccumulation,
        yellowSuspensionMatches: competitions.yellowSuspensionMatches,
      })
      .from(competitions)
      .where(eq(competitions.id, competitionId))
      .limit(1);
    return row ?? null;
  }

  /** The team's matches of the competition that count, in date order (then id, so ties are stable). */
  async competitionMatches(competitionId: string, teamId: string) {
    return this.db
      .select({ id: matches.id, opponent: matches.opponent, date: matches.date })
      .from(matches)
      .where(
        and(
          eq(matches.competitionId, competitionId),
          eq(matches.teamId, teamId),
          notInArray(matches.status, NOT_PLAYED),
        ),
      )
      .orderBy(asc(matches.date), asc(matches.id));
  }

  /** Lines with a card, of the given matches. */
  async cards(matchIds: readonly string[]): Promise<CardLine[]> {
    if (matchIds.length === 0) return [];
    return this.db
      .select({
        matchId: matchPlayerLines.matchId,
        playerId: matchPlayerLines.playerId,
        yellowCards: matchPlayerLines.yellowCards,
        redCards: matchPlayerLines.redCards,
      })
      .from(matchPlayerLines)
      .where(
        and(
          inArray(matchPlayerLines.matchId, [...matchIds]),
          or(gt(matchPlayerLines.yellowCards, 0), gt(matchPlayerLines.redCards, 0)),
        ),
      );
  }

  async squad(teamId: string) {
    return this.db
      .select({ id: players.id, name: players.name, number: players.number })
      .from(players)
      .where(eq(players.teamId, teamId));
  }
}

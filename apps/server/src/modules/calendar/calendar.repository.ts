import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarSequences,
  matches,
  teamCalendarFeeds,
  teams,
  userSettings,
} from '../../db/schema';

/** What the calendar shows of a match. */
export interface CalendarMatch {
  id: string;
  date: Date;
  opponent: string;
  location: string;
  isHome: boolean;
  status: string;
  periods: number;
  periodDuration: number;
  updatedAt: Date;
}

/** The team a feed token opens, and its owner's chosen language (null: never chosen). */
export interface FeedTeam {
  teamId: string;
  teamName: string;
  language: string | null;
}

const matchColumns = {
  id: matches.id,
  date: matches.date,
  opponent: matches.opponent,
  location: matches.location,
  isHome: matches.isHome,
  status: matches.status,
  periods: matches.periods,
  periodDuration: matches.periodDuration,
  updatedAt: matches.updatedAt,
};

/**
 * The calendar's reads of matches (read only: the matches module owns their
 * writes) and its own tables, the feed tokens and the feed's sequences.
 */
export class CalendarRepository {
  constructor(private readonly db: Db) {}

  async matchesBetween(teamId: string, from: Date, to: Date): Promise<CalendarMatch[]> {
    return this.db
      .select(matchColumns)
      .from(matches)
      .where(and(eq(matches.teamId, teamId), gte(matches.date, from), lt(matches.date, to)))
      .orderBy(asc(matches.date), asc(matches.id));
  }

  async matchesSince(teamId: string, from: Date): Promise<CalendarMatch[]> {
    return this.db
      .select(matchColumns)
      .from(matches)
      .where(and(eq(matches.teamId, teamId), gte(matches.date, from)))
      .orderBy(asc(matches.date), asc(matches.id));
  }

  /** The feed's token hash and nonce of a team, if it has one. */
  async feedOf(teamId: string): Promise<{ nonce: string } | null> {
    const [row] = await this.db
      .select({ nonce: teamCalendarFeeds.nonce })
      .from(teamCalendarFeeds)
      .where(eq(teamCalendarFeeds.teamId, teamId))
      .limit(1);
    return row ?? null;
  }

  /** Sets the team's feed to a new nonce: the old URL stops working in the same statement. */
  async replaceFeed(teamId: string, nonce: string, tokenHash: string): Promise<void> {
    await this.db
      .insert(teamCalendarFeeds)
      .values({ teamId, nonce, tokenHash })
      .onConflictDoUpdate({
        target: teamCalendarFeeds.teamId,
        set: { nonce, tokenHash, createdAt: new Date() },
      });
  }

  /** Whether there was a feed to switch off. */
  async deleteFeed(teamId: string): Promise<boolean> {
    const rows = await this.db
      .delete(teamCalendarFeeds)
      .where(eq(teamCalendarFeeds.teamId, teamId))
      .returning({ teamId: teamCalendarFeeds.teamId });
    return rows.length > 0;
  }

  async teamOfFeed(tokenHash: string): Promise<FeedTeam | null> {
    const [row] = await this.db
      .select({ teamId: teams.id, teamName: teams.name, language: userSettings.language })
      .from(teamCalendarFeeds)
      .innerJoin(teams, eq(teams.id, teamCalendarFeeds.teamId))
      .leftJoin(userSettings, eq(userSettings.userId, teams.ownerId))
      .where(eq(teamCalendarFeeds.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /** uid → [fingerprint, sequence] of what the team's feed served last. */
  async sequences(teamId: string): Promise<Map<string, { fingerprint: string; sequence: number }>> {
    const rows = await this.db
      .select()
      .from(calendarSequences)
      .where(eq(calendarSequences.teamId, teamId));
    return new Map(rows.map((r) => [r.uid, { fingerprint: r.fingerprint, sequence: r.sequence }]));
  }

  /**
   * New entries start at 0; a changed one goes up by one. A concurrent reader
   * that already stored the same fingerprint makes this a no-op for that uid.
   */
  async bumpSequences(
    teamId: string,
    changed: { uid: string; fingerprint: string }[],
  ): Promise<Map<string, number>> {
    if (changed.length === 0) return new Map();
    const rows = await this.db
      .insert(calendarSequences)
      .values(changed.map((c) => ({ teamId, uid: c.uid, fingerprint: c.fingerprint })))
      .onConflictDoUpdate({
        target: [calendarSequences.teamId, calendarSequences.uid],
        set: {
          fingerprint: sql`excluded.fingerprint`,
          sequence: sql`${calendarSequences.sequence} + 1`,
        },
        setWhere: sql`${calendarSequences.fingerprint} <> excluded.fingerprint`,
      })
      .returning({ uid: calendarSequences.uid, sequence: calendarSequences.sequence });
    return new Map(rows.map((r) => [r.uid, r.sequence]));
  }
}

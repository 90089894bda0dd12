import type { TMatchEvent, TTeamEventsQuery } from '@futsal/shared';
import { and, asc, count, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { competitions, matchEvents, matches, type TMatchRow } from '../../db/schema';

export type TeamEventFilters = Pick<
  TTeamEventsQuery,
  'type' | 'playerId' | 'matchId' | 'competitionId'
>;

/** One stored event with the match facts its row shows. */
export interface TeamEventRecord {
  id: string;
  seq: number;
  payload: TMatchEvent;
  matchId: string;
  matchDate: Date;
  opponent: string;
  matchType: string;
  periods: number;
  periodDuration: number;
  competitionId: string | null;
  competitionName: string | null;
}

const voids = alias(matchEvents, 'voids');

/**
 * Filtering, counting and paging happen in SQL on the stored payload (decision
 * 0018): voids and the events they undo are left out here; the service only
 * replays the matches of the page to drop what the engine refuses.
 */
export class TeamEventsRepository {
  constructor(private readonly db: Db) {}

  private where(teamId: string, f: TeamEventFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(matches.teamId, teamId),
      ne(matchEvents.type, 'void'),
      notExists(
        this.db
          .select({ one: sql`1` })
          .from(voids)
          .where(
            and(
              eq(voids.matchId, matchEvents.matchId),
              eq(voids.type, 'void'),
              sql`${voids.payload}->>'voidsEventId' = ${matchEvents.id}::text`,
            ),
          ),
      ),
    ];
    if (f.type) conditions.push(eq(matchEvents.type, f.type));
    if (f.matchId) conditions.push(eq(matchEvents.matchId, f.matchId));
    if (f.competitionId) conditions.push(eq(matches.competitionId, f.competitionId));
    if (f.playerId) {
      const p = matchEvents.payload;
      const id = f.playerId;
      conditions.push(
        sql`(${p}->>'playerId' = ${id} or ${p}->>'assistPlayerId' = ${id} or ${p}->>'playerInId' = ${id} or ${p}->>'playerOutId' = ${id})`,
      );
    }
    return and(...conditions);
  }

  async count(teamId: string, filters: TeamEventFilters): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(this.where(teamId, filters));
    return row?.n ?? 0;
  }

  /** Newest match first, log order within a match. */
  async page(
    teamId: string,
    filters: TeamEventFilters,
    limit: number,
    offset: number,
  ): Promise<TeamEventRecord[]> {
    return this.db
      .select({
        id: matchEvents.id,
        seq: matchEvents.seq,
        payload: matchEvents.payload,
        matchId: matches.id,
        matchDate: matches.date,
        opponent: matches.opponent,
        matchType: matches.type,
        periods: matches.periods,
        periodDuration: matches.periodDuration,
        competitionId: matches.competitionId,
        competitionName: competitions.name,
      })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(this.where(teamId, filters))
      .orderBy(desc(matches.date), desc(matches.id), asc(matchEvents.seq))
      .limit(limit)
      .offset(offset);
  }

  async matchesByIds(ids: readonly string[]): Promise<TMatchRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(matches)
      .where(inArray(matches.id, [...ids]));
  }
}

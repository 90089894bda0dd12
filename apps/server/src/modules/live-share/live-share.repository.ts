import type { TMatchEvent } from '@futsal/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitions,
  matchEvents,
  matches,
  matchLiveShares,
  teams,
  type TMatchLiveShareRow,
  type TMatchRow,
} from '../../db/schema';

/** A match reached through an active live link, with what its public page names. */
export interface LiveMatchRow {
  match: TMatchRow;
  teamName: string;
  competitionName: string | null;
}

/** An event of the log with the time the server stored it. */
export interface TimedEvent {
  event: TMatchEvent;
  receivedAt: Date;
}

export class LiveShareRepository {
  constructor(private readonly db: Db) {}

  async findActive(matchId: string): Promise<TMatchLiveShareRow | null> {
    const [row] = await this.db
      .select()
      .from(matchLiveShares)
      .where(and(eq(matchLiveShares.matchId, matchId), isNull(matchLiveShares.revokedAt)))
      .limit(1);
    return row ?? null;
  }

  async insert(matchId: string, nonce: string, tokenHash: string): Promise<TMatchLiveShareRow> {
    const [row] = await this.db
      .insert(matchLiveShares)
      .values({ matchId, nonce, tokenHash })
      .returning();
    if (!row) throw new Error('insert returned no live share');
    return row;
  }

  /** Revokes the match's active link; false when it had none. */
  async revokeActive(matchId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(matchLiveShares)
      .set({ revokedAt: at })
      .where(and(eq(matchLiveShares.matchId, matchId), isNull(matchLiveShares.revokedAt)))
      .returning({ id: matchLiveShares.id });
    return rows.length > 0;
  }

  /**
   * The match of an active link, by the token's hash: one indexed query that
   * answers the same way, in the same time, for a revoked and an unknown token.
   */
  async findLiveMatch(tokenHash: string): Promise<LiveMatchRow | null> {
    const [row] = await this.db
      .select({ match: matches, teamName: teams.name, competitionName: competitions.name })
      .from(matchLiveShares)
      .innerJoin(matches, eq(matches.id, matchLiveShares.matchId))
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(and(eq(matchLiveShares.tokenHash, tokenHash), isNull(matchLiveShares.revokedAt)))
      .limit(1);
    return row ?? null;
  }

  async timedEvents(matchId: string): Promise<TimedEvent[]> {
    const rows = await this.db
      .select({ event: matchEvents.payload, receivedAt: matchEvents.receivedAt })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.seq));
    return rows;
  }
}

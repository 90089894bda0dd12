import type { TMatchEvent } from '@futsal/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/** A stored event as the public hub keeps it: with its seq, the public stream's event id. */
export interface SeqEvent extends TimedEvent {
  seq: number;
}

/** The match behind an active link and the link's token hash: what an open public stream re-checks. */
export interface ActiveLink extends LiveMatchRow {
  tokenHash: string;
}

/** The NOTIFY channel of live links switched off or on; the payload is the match id (decision 0136). */
export const LIVE_SHARES_CHANNEL = 'live_shares';

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
  findLiveMatch(tokenHash: string): Promise<ActiveLink | null> {
    return this.activeLink(eq(matchLiveShares.tokenHash, tokenHash));
  }

  /** The match of the active link of a match, by the match's id; null when it has none. */
  findActiveLink(matchId: string): Promise<ActiveLink | null> {
    return this.activeLink(eq(matchLiveShares.matchId, matchId));
  }

  private async activeLink(which: SQL): Promise<ActiveLink | null> {
    const [row] = await this.db
      .select({
        match: matches,
        teamName: teams.name,
        competitionName: competitions.name,
        tokenHash: matchLiveShares.tokenHash,
      })
      .from(matchLiveShares)
      .innerJoin(matches, eq(matches.id, matchLiveShares.matchId))
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(and(which, isNull(matchLiveShares.revokedAt)))
      .limit(1);
    return row ?? null;
  }

  /** Tells every instance's public streams of the match to check their link again (after a commit). */
  async notifyChanged(matchId: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${LIVE_SHARES_CHANNEL}, ${matchId})`);
  }

  async timedEvents(matchId: string): Promise<SeqEvent[]> {
    const rows = await this.db
      .select({
        seq: matchEvents.seq,
        event: matchEvents.payload,
        receivedAt: matchEvents.receivedAt,
      })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.seq));
    return rows;
  }
}

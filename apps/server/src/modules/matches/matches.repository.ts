import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitions,
  matchEvents,
  matches,
  players,
  teams,
  type TCompetitionRow,
  type TMatchRow,
  type TTeamRow,
} from '../../db/schema';
import { CompetitionsRepository } from '../competitions';
import type { RosterPlayer } from '../match-log';
import { TeamsRepository } from '../teams';
import { isMember } from '../../lib/team-access';

/** Prepared once per database handle (statements are per connection pool, not per transaction). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    // From the team, so an owned team without matches (one row, no match) differs from a missing one (no row).
    ownedTeamMatches: db
      .select({ teamId: teams.id, match: matches })
      .from(teams)
      .leftJoin(matches, eq(matches.teamId, teams.id))
      .where(
        and(
          eq(teams.id, sql.placeholder('teamId')),
          isMember(teams.id, sql.placeholder('ownerId')),
        ),
      )
      .orderBy(desc(matches.date), desc(matches.createdAt))
      .prepare('matches_of_owned_team'),
  };
}

export type MatchValues = Omit<
  TMatchRow,
  | 'id'
  | 'teamId'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'lineup'
  | 'lineupOverrides'
  | 'scoreUs'
  | 'scoreRival'
>;

export type MatchPatch = Partial<
  Pick<
    TMatchRow,
    keyof MatchValues | 'status' | 'lineup' | 'lineupOverrides' | 'scoreUs' | 'scoreRival'
  >
>;

export type { RosterPlayer };

export type RosterWithEmail = RosterPlayer & { email: string | null };

const rosterColumns = {
  id: players.id,
  name: players.name,
  number: players.number,
  status: players.status,
  isActive: players.isActive,
};

/** A finished match as the team statistics see it (teams.presenter's MatchResult). */
export interface FinishedResult {
  teamId: string;
  goalsFor: number;
  goalsAgainst: number;
}

/**
 * Every query is scoped to the owner: another user's team, competition or
 * match is as missing as a deleted one (404, never 403).
 */
export class MatchesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: MatchesRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MatchesRepository(tx), tx));
  }

  // Teams and competitions own their lookups; these run them on this repository's connection (or transaction).
  findOwnedTeam(teamId: string, ownerId: string): Promise<TTeamRow | null> {
    return new TeamsRepository(this.db).findOwned(teamId, ownerId);
  }

  findOwnedCompetition(id: string, ownerId: string): Promise<TCompetitionRow | null> {
    return new CompetitionsRepository(this.db).findOwned(id, ownerId);
  }

  /** Whether the competition exists and belongs to that team. */
  async isCompetitionOfTeam(competitionId: string, teamId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(and(eq(competitions.id, competitionId), eq(competitions.teamId, teamId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The owner's match. With `lock`, the row is locked FOR UPDATE until the
   * transaction ends: appends, lineup and format changes of one match run one
   * after another and each sees the whole log.
   */
  async findOwnedMatch(id: string, ownerId: string, lock = false): Promise<TMatchRow | null> {
    const query = this.db
      .select({ match: matches })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.teamId))
      .where(and(eq(matches.id, id), isMember(teams.id, ownerId)))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: matches }) : await query;
    return row?.match ?? null;
  }

  /** The owner's team's matches, newest first, in one statement; null when the team is not the owner's. */
  async listOfOwnedTeam(teamId: string, ownerId: string): Promise<TMatchRow[] | null> {
    let statements = prepared.get(this.db);
    if (!statements) {
      statements = prepare(this.db);
      prepared.set(this.db, statements);
    }
    const rows = await statements.ownedTeamMatches.execute({ teamId, ownerId });
    if (rows.length === 0) return null;
    return rows.flatMap((r) => (r.match ? [r.match] : []));
  }

  /** Newest first. */
  async listByTeam(teamId: string): Promise<TMatchRow[]> {
    return this.db
      .select()
      .from(matches)
      .where(eq(matches.teamId, teamId))
      .orderBy(desc(matches.date), desc(matches.createdAt));
  }

  async listByCompetition(competitionId: string, teamId: string): Promise<TMatchRow[]> {
    return this.db
      .select()
      .from(matches)
      .where(and(eq(matches.competitionId, competitionId), eq(matches.teamId, teamId)))
      .orderBy(desc(matches.date), desc(matches.createdAt));
  }

  async insert(teamId: string, values: MatchValues): Promise<TMatchRow> {
    const [row] = await this.db
      .insert(matches)
      .values({ ...values, teamId })
      .returning();
    if (!row) throw new Error('insert returned no match');
    return row;
  }

  async update(id: string, patch: MatchPatch): Promise<TMatchRow> {
    const [row] = await this.db
      .update(matches)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(matches.id, id))
      .returning();
    if (!row) throw new Error('update found no match');
    return row;
  }

  /** Deletes the owner's match; its events go with it (ON DELETE CASCADE). */
  async delete(id: string, ownerId: string): Promise<boolean> {
    const match = await this.findOwnedMatch(id, ownerId);
    if (!match) return false;
    const deleted = await this.db
      .delete(matches)
      .where(eq(matches.id, match.id))
      .returning({ id: matches.id });
    return deleted.length > 0;
  }

  /** The team's players by number, with what the rules need of them. */
  async roster(teamId: string): Promise<RosterPlayer[]> {
    return this.db
      .select(rosterColumns)
      .from(players)
      .where(eq(players.teamId, teamId))
      .orderBy(asc(players.number));
  }

  /** The roster with each player's e-mail: a call-up shows who can be sent a link. */
  async rosterWithEmail(teamId: string): Promise<RosterWithEmail[]> {
    return (
      this.db
        .select({ ...rosterColumns, email: players.email })
        .from(players)
        // Erased players (decision 0171) are out of the squad.
        .where(and(eq(players.teamId, teamId), isNull(players.erasedAt)))
        .orderBy(asc(players.number))
    );
  }

  async countEvents(matchId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId));
    return row?.n ?? 0;
  }

  /**
   * Scores of the finished matches of these teams, for the teams' statistics.
   * The scores are the cache the event appends keep in step with the log.
   */
  async finishedResults(teamIds: readonly string[]): Promise<FinishedResult[]> {
    if (teamIds.length === 0) return [];
    return this.db
      .select({
        teamId: matches.teamId,
        goalsFor: matches.scoreUs,
        goalsAgainst: matches.scoreRival,
      })
      .from(matches)
      .where(and(inArray(matches.teamId, [...teamIds]), eq(matches.status, 'finished')));
  }
}

import type { TPlan, TTeamRole, TTeamStatistics } from '@futsal/shared';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitions,
  matches,
  players,
  teamMembers,
  teams,
  users,
  type TTeamRow,
} from '../../db/schema';
import { SubscriptionsRepository } from '../subscriptions';
import { isMember } from '../../lib/team-access';

export type TeamValues = Pick<
  TTeamRow,
  'name' | 'description' | 'division' | 'foundedYear' | 'logoKey'
> &
  Partial<Pick<TTeamRow, 'targetStintSec' | 'reminderHoursBefore'>>;

/** What GET /teams shows besides the row itself. */
export interface TeamExtras {
  playerIds: string[];
  coach: string;
  /** The caller's role on the team. */
  role: TTeamRole;
  /** Start date (YYYY-MM-DD) of the next competition that has not started, or null. */
  competitionDate: string | null;
  /** Record of the finished matches (scores are the cache the appends keep). */
  statistics: TTeamStatistics;
}

export type TeamWithExtras = TTeamRow & TeamExtras;

/**
 * A team with everything GET /teams shows, in one statement: its players (by
 * number), the owner's name, the next competition date and the record of its
 * finished matches, each a correlated subquery on an indexed team_id.
 */
const teamWithExtras = {
  ...getTableColumns(teams),
  playerIds: sql<
    string[]
  >`(select coalesce(json_agg(p.id order by p.number), '[]'::json) from ${players} p where p.team_id = ${teams.id})`,
  coach: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  role: sql<TTeamRole>`(select tm.role from ${teamMembers} tm where tm.team_id = ${teams.id} and tm.user_id = ${sql.placeholder('ownerId')})`,
  competitionDate: sql<
    string | null
  >`(select min(c.start_date)::text from ${competitions} c where c.team_id = ${teams.id} and c.start_date >= ${sql.placeholder('today')} and c.status not in ('cancelled', 'completed'))`,
  statistics: sql<TTeamStatistics>`(select json_build_object(
      'gamesPlayed', count(*)::int,
      'wins', (count(*) filter (where m.score_us > m.score_rival))::int,
      'draws', (count(*) filter (where m.score_us = m.score_rival))::int,
      'losses', (count(*) filter (where m.score_us < m.score_rival))::int,
      'goalsFor', coalesce(sum(m.score_us), 0)::int,
      'goalsAgainst', coalesce(sum(m.score_rival), 0)::int)
    from ${matches} m where m.team_id = ${teams.id} and m.status = 'finished')`,
};

/** Prepared once per database handle (statements are per connection pool, not per transaction). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  const base = () =>
    db.select(teamWithExtras).from(teams).innerJoin(users, eq(users.id, teams.ownerId)).$dynamic();
  return {
    list: base()
      .where(isMember(teams.id, sql.placeholder('ownerId')))
      .orderBy(asc(teams.createdAt), asc(teams.id))
      .prepare('teams_list_by_owner'),
    one: base()
      .where(
        and(eq(teams.id, sql.placeholder('id')), isMember(teams.id, sql.placeholder('ownerId'))),
      )
      .limit(1)
      .prepare('teams_find_owned_view'),
  };
}

export type InsertOutcome<T> =
  { ok: true; row: T } | { ok: false; plan: TPlan | null; limit: number };

export class TeamsRepository {
  constructor(private readonly db: Db) {}

  async activePlan(userId: string): Promise<TPlan | null> {
    const row = await new SubscriptionsRepository(this.db).findActiveByUser(userId);
    return (row?.plan as TPlan | undefined) ?? null;
  }

  /** The plan of a team's owner, the paying account its staff work under (issue 40). */
  async teamPlan(teamId: string): Promise<TPlan | null> {
    const [team] = await this.db
      .select({ ownerId: teams.ownerId })
      .from(teams)
      .where(eq(teams.id, teamId));
    return team ? this.activePlan(team.ownerId) : null;
  }

  /** The plan a new team or player must fit: a scheduled downgrade's when one waits (issue 41). */
  async limitPlan(userId: string): Promise<TPlan | null> {
    return new SubscriptionsRepository(this.db).findLimitPlan(userId);
  }

  async countByOwner(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async findOwned(id: string, ownerId: string): Promise<TTeamRow | null> {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, id), isMember(teams.id, ownerId)))
      .limit(1);
    return row ?? null;
  }

  private get statements() {
    let found = prepared.get(this.db);
    if (!found) {
      found = prepare(this.db);
      prepared.set(this.db, found);
    }
    return found;
  }

  /** The owner's teams with what GET /teams shows, oldest first: one statement, ownership in its WHERE. */
  async listViewsByOwner(ownerId: string, today: string): Promise<TeamWithExtras[]> {
    return this.statements.list.execute({ ownerId, today });
  }

  async findOwnedView(id: string, ownerId: string, today: string): Promise<TeamWithExtras | null> {
    const [row] = await this.statements.one.execute({ id, ownerId, today });
    return row ?? null;
  }

  /**
   * Inserts the team unless the owner's plan is full. The owner's row is locked
   * so that two concurrent creations cannot both pass the count.
   */
  async insertWithinLimit(
    ownerId: string,
    values: TeamValues,
    limitOf: (plan: TPlan | null) => number | null,
  ): Promise<InsertOutcome<TTeamRow>> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
      const repo = new TeamsRepository(tx);
      const plan = await repo.limitPlan(ownerId);
      const limit = limitOf(plan);
      if (limit !== null && (await repo.countByOwner(ownerId)) >= limit)
        return { ok: false, plan, limit };
      const [row] = await tx
        .insert(teams)
        .values({ ...values, ownerId })
        .returning();
      if (!row) throw new Error('insert returned no team');
      return { ok: true, row };
    });
  }

  async update(id: string, ownerId: string, patch: Partial<TeamValues>): Promise<TTeamRow | null> {
    const [row] = await this.db
      .update(teams)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(teams.id, id), isMember(teams.id, ownerId)))
      .returning();
    return row ?? null;
  }

  /** Deletes the team; players and competitions go with it by ON DELETE CASCADE, in the same statement. */
  async delete(id: string, ownerId: string): Promise<TTeamRow | null> {
    const [row] = await this.db
      .delete(teams)
      .where(and(eq(teams.id, id), isMember(teams.id, ownerId)))
      .returning();
    return row ?? null;
  }
}

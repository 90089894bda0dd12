import type { TPlan } from '@futsal/shared';
import { and, asc, count, eq, gte, inArray, min, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, players, teams, users, type TTeamRow } from '../../db/schema';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

export type TeamValues = Pick<
  TTeamRow,
  'name' | 'description' | 'division' | 'foundedYear' | 'logoKey'
>;

/** What GET /teams shows besides the row itself. */
export interface TeamExtras {
  playerIds: string[];
  coach: string;
  /** Start date (YYYY-MM-DD) of the next competition that has not started, or null. */
  tournamentDate: string | null;
}

export type InsertOutcome<T> =
  { ok: true; row: T } | { ok: false; plan: TPlan | null; limit: number };

export class TeamsRepository {
  constructor(private readonly db: Db) {}

  async activePlan(userId: string): Promise<TPlan | null> {
    const row = await new SubscriptionsRepository(this.db).findActiveByUser(userId);
    return (row?.plan as TPlan | undefined) ?? null;
  }

  async countByOwner(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async listByOwner(ownerId: string): Promise<TTeamRow[]> {
    return this.db
      .select()
      .from(teams)
      .where(eq(teams.ownerId, ownerId))
      .orderBy(asc(teams.createdAt), asc(teams.id));
  }

  async findOwned(id: string, ownerId: string): Promise<TTeamRow | null> {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, id), eq(teams.ownerId, ownerId)))
      .limit(1);
    return row ?? null;
  }

  /** Player ids, coach name and next tournament date of each team, by team id. */
  async extrasOf(rows: readonly TTeamRow[], today: string): Promise<Map<string, TeamExtras>> {
    const result = new Map<string, TeamExtras>();
    const first = rows[0];
    if (!first) return result;
    const ids = rows.map((r) => r.id);
    const [owner] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, first.ownerId));
    const coach = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
    const playerRows = await this.db
      .select({ id: players.id, teamId: players.teamId })
      .from(players)
      .where(inArray(players.teamId, ids))
      .orderBy(asc(players.number));
    const nextDates = await this.db
      .select({ teamId: competitions.teamId, date: min(competitions.startDate) })
      .from(competitions)
      .where(
        and(
          inArray(competitions.teamId, ids),
          gte(competitions.startDate, today),
          notInArray(competitions.status, ['cancelled', 'completed']),
        ),
      )
      .groupBy(competitions.teamId);
    for (const id of ids) result.set(id, { playerIds: [], coach, tournamentDate: null });
    for (const p of playerRows) result.get(p.teamId)?.playerIds.push(p.id);
    for (const d of nextDates) {
      const extras = result.get(d.teamId);
      if (extras) extras.tournamentDate = d.date ?? null;
    }
    return result;
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
      const plan = await repo.activePlan(ownerId);
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
      .where(and(eq(teams.id, id), eq(teams.ownerId, ownerId)))
      .returning();
    return row ?? null;
  }

  /** Deletes the team; players and competitions go with it by ON DELETE CASCADE, in the same statement. */
  async delete(id: string, ownerId: string): Promise<TTeamRow | null> {
    const [row] = await this.db
      .delete(teams)
      .where(and(eq(teams.id, id), eq(teams.ownerId, ownerId)))
      .returning();
    return row ?? null;
  }
}

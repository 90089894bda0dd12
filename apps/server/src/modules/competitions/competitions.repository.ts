import type { TPlan } from '@futsal/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, teams, users, type TCompetitionRow } from '../../db/schema';
import { TeamsRepository, type InsertOutcome } from '../teams';
import { isMember } from '../../lib/team-access';

export type CompetitionValues = Omit<TCompetitionRow, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;

/** Prepared once per database handle (statements are per connection pool, not per transaction). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    // From the team, so an owned team without competitions (one row, none) differs from a missing one (no row).
    ownedTeamCompetitions: db
      .select({ teamId: teams.id, competition: competitions })
      .from(teams)
      .leftJoin(competitions, eq(competitions.teamId, teams.id))
      .where(
        and(
          eq(teams.id, sql.placeholder('teamId')),
          isMember(teams.id, sql.placeholder('ownerId')),
        ),
      )
      .orderBy(asc(competitions.startDate), asc(competitions.createdAt))
      .prepare('competitions_of_owned_team'),
  };
}

export class CompetitionsRepository {
  constructor(private readonly db: Db) {}

  /** The owner's team's competitions in one statement; null when the team is not the owner's. */
  async listOfOwnedTeam(teamId: string, ownerId: string): Promise<TCompetitionRow[] | null> {
    let statements = prepared.get(this.db);
    if (!statements) {
      statements = prepare(this.db);
      prepared.set(this.db, statements);
    }
    const rows = await statements.ownedTeamCompetitions.execute({ teamId, ownerId });
    if (rows.length === 0) return null;
    return rows.flatMap((r) => (r.competition ? [r.competition] : []));
  }

  async listByTeam(teamId: string): Promise<TCompetitionRow[]> {
    return this.db
      .select()
      .from(competitions)
      .where(eq(competitions.teamId, teamId))
      .orderBy(asc(competitions.startDate), asc(competitions.createdAt));
  }

  /** A competition of one of the owner's teams. */
  async findOwned(id: string, ownerId: string): Promise<TCompetitionRow | null> {
    const [row] = await this.db
      .select({ competition: competitions })
      .from(competitions)
      .innerJoin(teams, eq(teams.id, competitions.teamId))
      .where(and(eq(competitions.id, id), isMember(teams.id, ownerId)))
      .limit(1);
    return row?.competition ?? null;
  }

  /** The owner's competitions over all their teams (the plan counts per account). */
  async countByOwner(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(competitions)
      .innerJoin(teams, eq(teams.id, competitions.teamId))
      .where(eq(teams.ownerId, ownerId));
    return row?.n ?? 0;
  }

  /**
   * Inserts the competition unless the owner's plan is full. The owner's row is
   * locked, as for teams, so that two creations at once cannot both pass the count.
   */
  async insertWithinLimit(
    teamId: string,
    ownerId: string,
    values: CompetitionValues,
    limitOf: (plan: TPlan | null) => number | null,
  ): Promise<InsertOutcome<TCompetitionRow>> {
    return this.db.transaction(async (tx) => {
      // The limits count under the team's owner (the paying account), whoever of its staff adds it.
      const [team] = await tx
        .select({ ownerId: teams.ownerId })
        .from(teams)
        .where(eq(teams.id, teamId));
      const payer = team?.ownerId ?? ownerId;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, payer)).for('update');
      const plan = await new TeamsRepository(tx).limitPlan(payer);
      const limit = limitOf(plan);
      if (limit !== null && (await new CompetitionsRepository(tx).countByOwner(payer)) >= limit)
        return { ok: false, plan, limit };
      return { ok: true, row: await new CompetitionsRepository(tx).insert(teamId, values) };
    });
  }

  async insert(teamId: string, values: CompetitionValues): Promise<TCompetitionRow> {
    const [row] = await this.db
      .insert(competitions)
      .values({ ...values, teamId })
      .returning();
    if (!row) throw new Error('insert returned no competition');
    return row;
  }

  async update(id: string, patch: Partial<CompetitionValues>): Promise<TCompetitionRow | null> {
    const [row] = await this.db
      .update(competitions)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(competitions.id, id))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(competitions)
      .where(eq(competitions.id, id))
      .returning({ id: competitions.id });
    return rows.length > 0;
  }
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, teams, type TCompetitionRow } from '../../db/schema';

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
        and(eq(teams.id, sql.placeholder('teamId')), eq(teams.ownerId, sql.placeholder('ownerId'))),
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
      .where(and(eq(competitions.id, id), eq(teams.ownerId, ownerId)))
      .limit(1);
    return row?.competition ?? null;
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

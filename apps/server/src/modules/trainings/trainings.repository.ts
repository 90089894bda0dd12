import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, trainings, type TTrainingRow } from '../../db/schema';
import { isMember } from '../../lib/team-access';

export type TrainingValues = Pick<
  TTrainingRow,
  'startsAt' | 'durationMinutes' | 'place' | 'focus' | 'notes' | 'status'
>;

/** The only code that queries the trainings table. */
export class TrainingsRepository {
  constructor(private readonly db: Db) {}

  /** A team's trainings by start, optionally within [from, to). */
  async listByTeam(teamId: string, range?: { from: Date; to: Date }): Promise<TTrainingRow[]> {
    const conditions = [eq(trainings.teamId, teamId)];
    if (range)
      conditions.push(gte(trainings.startsAt, range.from), lt(trainings.startsAt, range.to));
    return this.db
      .select()
      .from(trainings)
      .where(and(...conditions))
      .orderBy(asc(trainings.startsAt), asc(trainings.id));
  }

  /** A training of one of the owner's teams. */
  async findOwned(id: string, ownerId: string): Promise<TTrainingRow | null> {
    const [row] = await this.db
      .select({ training: trainings })
      .from(trainings)
      .innerJoin(teams, eq(teams.id, trainings.teamId))
      .where(and(eq(trainings.id, id), isMember(teams.id, ownerId)))
      .limit(1);
    return row?.training ?? null;
  }

  async insert(teamId: string, values: TrainingValues): Promise<TTrainingRow> {
    const [row] = await this.db
      .insert(trainings)
      .values({ ...values, teamId })
      .returning();
    if (!row) throw new Error('insert returned no training');
    return row;
  }

  async update(id: string, patch: Partial<TrainingValues>): Promise<TTrainingRow | null> {
    const [row] = await this.db
      .update(trainings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(trainings.id, id))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(trainings)
      .where(eq(trainings.id, id))
      .returning({ id: trainings.id });
    return rows.length > 0;
  }
}

import type { ZCreateTrainingRequest, ZUpdateTrainingRequest } from '@futsal/shared';
import type { z } from 'zod';
import type { TTrainingRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import type { TeamsRepository } from '../teams';
import type { TrainingsRepository, TrainingValues } from './trainings.repository';

export type CreateTrainingInput = z.output<typeof ZCreateTrainingRequest>;
export type UpdateTrainingInput = z.output<typeof ZUpdateTrainingRequest>;

/** The request's fields as columns; `undefined` means "not sent" and is left out. */
export function toPatch(input: UpdateTrainingInput): Partial<TrainingValues> {
  const patch: Partial<TrainingValues> = {
    startsAt: input.startsAt === undefined ? undefined : new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    place: input.place,
    focus: input.focus,
    notes: input.notes,
    status: input.status,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<TrainingValues>;
}

/** Trainings are on every plan, the free tier included (decision 0148). */
export class TrainingsService {
  constructor(private readonly deps: { repo: TrainingsRepository; teams: TeamsRepository }) {}

  async listByTeam(auth: AuthContext, teamId: string): Promise<TTrainingRow[]> {
    await this.ownedTeam(auth, teamId);
    return this.deps.repo.listByTeam(teamId);
  }

  async get(auth: AuthContext, id: string): Promise<TTrainingRow> {
    return orNotFound(await this.deps.repo.findOwned(id, auth.userId));
  }

  async create(
    auth: AuthContext,
    teamId: string,
    input: CreateTrainingInput,
  ): Promise<TTrainingRow> {
    await this.ownedTeam(auth, teamId);
    return this.deps.repo.insert(teamId, {
      startsAt: new Date(input.startsAt),
      durationMinutes: input.durationMinutes,
      place: input.place,
      focus: input.focus ?? '',
      notes: input.notes ?? '',
      status: 'scheduled',
    });
  }

  async update(auth: AuthContext, id: string, input: UpdateTrainingInput): Promise<TTrainingRow> {
    const current = await this.get(auth, id);
    return orNotFound(await this.deps.repo.update(current.id, toPatch(input)));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const current = await this.get(auth, id);
    if (!(await this.deps.repo.delete(current.id))) throw new AppError('NOT_FOUND');
  }

  private async ownedTeam(auth: AuthContext, teamId: string): Promise<void> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
  }
}

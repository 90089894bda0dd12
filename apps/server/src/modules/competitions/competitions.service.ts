import {
  DEFAULT_DISCIPLINE,
  endsAfterStart,
  type ZCreateCompetitionRequest,
  type ZUpdateCompetitionRequest,
} from '@futsal/shared';
import type { z } from 'zod';
import type { TCompetitionRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import { planLimit, planLimitError } from '../../lib/plan-limits';
import type { TeamsRepository } from '../teams';
import type { CompetitionsRepository, CompetitionValues } from './competitions.repository';

export type CreateCompetitionInput = z.output<typeof ZCreateCompetitionRequest>;
export type UpdateCompetitionInput = z.output<typeof ZUpdateCompetitionRequest>;

function toPatch(input: UpdateCompetitionInput): Partial<CompetitionValues> {
  const patch: Partial<CompetitionValues> = {
    name: input.name,
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description,
    location: input.location,
    organizer: input.organizer,
    maxTeams: input.maxTeams,
    status: input.status,
    format: input.format,
    prize: input.prize,
    rules: input.rules,
    redSuspensionMatches: input.redSuspensionMatches,
    yellowAccumulation: input.yellowAccumulation,
    yellowSuspensionMatches: input.yellowSuspensionMatches,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<CompetitionValues>;
}

export class CompetitionsService {
  constructor(private readonly deps: { repo: CompetitionsRepository; teams: TeamsRepository }) {}

  async listByTeam(auth: AuthContext, teamId: string): Promise<TCompetitionRow[]> {
    return orNotFound(await this.deps.repo.listOfOwnedTeam(teamId, auth.userId));
  }

  async get(auth: AuthContext, id: string): Promise<TCompetitionRow> {
    return orNotFound(await this.deps.repo.findOwned(id, auth.userId));
  }

  async create(
    auth: AuthContext,
    teamId: string,
    input: CreateCompetitionInput,
  ): Promise<TCompetitionRow> {
    await this.ownedTeam(auth, teamId);
    const patch = toPatch(input);
    const outcome = await this.deps.repo.insertWithinLimit(
      teamId,
      auth.userId,
      {
        name: input.name,
        type: input.type,
        startDate: input.startDate,
        endDate: patch.endDate ?? null,
        description: patch.description ?? null,
        location: patch.location ?? null,
        organizer: patch.organizer ?? null,
        maxTeams: patch.maxTeams ?? null,
        status: input.status ?? 'upcoming',
        format: patch.format ?? null,
        prize: patch.prize ?? null,
        rules: patch.rules ?? null,
        redSuspensionMatches: patch.redSuspensionMatches ?? DEFAULT_DISCIPLINE.redSuspensionMatches,
        yellowAccumulation: patch.yellowAccumulation ?? DEFAULT_DISCIPLINE.yellowAccumulation,
        yellowSuspensionMatches:
          patch.yellowSuspensionMatches ?? DEFAULT_DISCIPLINE.yellowSuspensionMatches,
      },
      (plan) => planLimit(plan, 'competitions'),
    );
    if (!outcome.ok) throw planLimitError(outcome.plan, 'competitions', outcome.limit);
    return outcome.row;
  }

  /** Any subset of fields; the dates are re-checked against the stored ones they are merged with. */
  async update(
    auth: AuthContext,
    id: string,
    input: UpdateCompetitionInput,
  ): Promise<TCompetitionRow> {
    const current = await this.get(auth, id);
    const patch = toPatch(input);
    const merged = {
      startDate: patch.startDate ?? current.startDate,
      endDate: patch.endDate === undefined ? current.endDate : patch.endDate,
    };
    if (!endsAfterStart(merged)) {
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: [{ path: 'endDate', key: 'validation.competition.endAfterStart' }],
      });
    }
    return orNotFound(await this.deps.repo.update(current.id, patch));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const current = await this.get(auth, id);
    if (!(await this.deps.repo.delete(current.id))) throw new AppError('NOT_FOUND');
  }

  private async ownedTeam(auth: AuthContext, teamId: string): Promise<void> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
  }
}

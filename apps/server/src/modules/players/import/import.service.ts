import type { TPlan, TPlayerImportPreview, TPlayerImportRow } from '@futsal/shared';
import { suggestMapping } from '@futsal/shared';
import { isUniqueViolation } from '../../../db/client';
import type { TPlayerRow } from '../../../db/schema';
import type { AuthContext } from '../../../lib/auth';
import { AppError, orNotFound } from '../../../lib/errors';
import { planLimit } from '../../../lib/plan-limits';
import type { TeamsRepository } from '../../teams';
import type { PlayersRepository } from '../players.repository';
import { toPatch, toValues } from '../players.service';
import { planImport, type PlannedRow } from './plan-import';
import { readSheet } from './read-sheet';

/** What an import did or would do, row by row; texts are the route's to translate. */
export interface ImportReport {
  stored: boolean;
  rows: PlannedRow[];
  /** Ids of the players created, by row (stored imports only). */
  createdIds: Map<number, string>;
  /** The plan and limit the new players would pass, when they would. */
  overLimit: { plan: TPlan | null; limit: number } | null;
}

const writesOf = (rows: PlannedRow[]) => ({
  rows,
  failed: rows.some((r) => r.action === 'error'),
  creates: rows.flatMap((r) => (r.action === 'create' ? [toValues(r.input)] : [])),
  updates: rows.flatMap((r) =>
    r.action === 'update' ? [{ id: r.player.id, patch: toPatch(r.input) }] : [],
  ),
});

export class PlayerImportService {
  constructor(private readonly deps: { repo: PlayersRepository; teams: TeamsRepository }) {}

  /** The file's cells and a suggested mapping; the team is checked before the file is read. */
  async preview(
    auth: AuthContext,
    teamId: string,
    readFile: () => Promise<Buffer>,
  ): Promise<TPlayerImportPreview> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
    const sheet = await readSheet(await readFile());
    return { ...sheet, mapping: suggestMapping(sheet.headers) };
  }

  /** A dry run: each row's outcome against the team as it is now, and whether the plan allows it. */
  async check(auth: AuthContext, teamId: string, rows: TPlayerImportRow[]): Promise<ImportReport> {
    const team = orNotFound(await this.deps.repo.listOfOwnedTeam(teamId, auth.userId));
    const planned = planImport(rows, team);
    // The limits are the team owner's (the paying account), whoever of its staff imports.
    const payer = orNotFound(await this.deps.teams.findOwned(teamId, auth.userId)).ownerId;
    const creates = planned.filter((r) => r.action === 'create').length;
    let overLimit: ImportReport['overLimit'] = null;
    if (creates > 0) {
      const plan = await this.deps.teams.limitPlan(payer);
      const limit = planLimit(plan, 'players');
      if (limit !== null && team.length + creates > limit) overLimit = { plan, limit };
    }
    return { stored: false, rows: planned, createdIds: new Map(), overLimit };
  }

  /** Every row stored in one transaction, or none: the outcome says which rows failed, or the limit. */
  async store(auth: AuthContext, teamId: string, rows: TPlayerImportRow[]): Promise<ImportReport> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
    let outcome;
    try {
      outcome = await this.deps.repo.importWithinLimit(
        teamId,
        auth.userId,
        (team: TPlayerRow[]) => writesOf(planImport(rows, team)),
        (plan) => planLimit(plan, 'players'),
      );
    } catch (err) {
      // A player given the same number meanwhile: the unique index (team_id, number) refuses it.
      if (isUniqueViolation(err)) throw new AppError('PLAYER_NUMBER_TAKEN', { cause: err });
      throw err;
    }
    const planned = outcome.decision.rows;
    if (outcome.kind === 'limit')
      return {
        stored: false,
        rows: planned,
        createdIds: new Map(),
        overLimit: { plan: outcome.plan, limit: outcome.limit },
      };
    const idOfNumber = new Map(
      outcome.kind === 'stored' ? outcome.created.map((p) => [p.number, p.id]) : [],
    );
    const createdIds = new Map<number, string>();
    planned.forEach((row, i) => {
      const id = row.action === 'create' ? idOfNumber.get(row.input.number) : undefined;
      if (id) createdIds.set(i, id);
    });
    return { stored: outcome.kind === 'stored', rows: planned, createdIds, overLimit: null };
  }
}

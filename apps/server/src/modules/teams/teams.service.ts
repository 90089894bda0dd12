import type {
  TCreateTeamRequest,
  TTeam,
  TTeamDetail,
  TTeamRole,
  TUpdateTeamRequest,
} from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import type { FileUrls } from '../../lib/file-urls';
import type { CachedReplies } from '../../lib/session-cache';
import { AppError, orNotFound } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { planLimit, planLimitError } from '../../lib/plan-limits';
import type { FileStorage } from '../../lib/storage';
import { presentTeam, presentTeamSummary } from './teams.presenter';
import type { TeamsRepository, TeamValues } from './teams.repository';

/** Logos go through the avatar pipeline: checked by magic bytes, re-encoded to WebP, fit in 512×512. */
const LOGO_IMAGE = { maxWidth: 512, maxHeight: 512, folder: 'logos' } as const;

const todayUtc = () => new Date().toISOString().slice(0, 10);

export class TeamsService {
  constructor(
    private readonly deps: {
      repo: TeamsRepository;
      storage: FileStorage;
      replies: CachedReplies;
      fileUrls: FileUrls;
    },
  ) {}

  async list(auth: AuthContext, today = todayUtc()): Promise<TTeam[]> {
    const rows = await this.deps.repo.listViewsByOwner(auth.userId, today);
    return rows.map((row) => presentTeam(row, this.deps.fileUrls, auth));
  }

  /**
   * GET /teams as sent, `serialize` being the route's: from this instance's
   * cache while nothing it shows changed. "Today" is in the key: the next
   * competition moves on at midnight.
   */
  async listReply(auth: AuthContext, serialize: (teams: TTeam[]) => string): Promise<string> {
    const today = todayUtc();
    // Per session too: the logos' URLs are signed for the session they are shown to (decision 0163).
    return this.deps.replies(auth.userId, `teams ${today} ${auth.jti}`, async () =>
      serialize(await this.list(auth, today)),
    );
  }

  /** The caller's team; another user's team is as missing as a deleted one (404, never 403). */
  async get(auth: AuthContext, id: string): Promise<TTeamRow> {
    return orNotFound(await this.deps.repo.findOwned(id, auth.userId));
  }

  /** GET /teams/{id}: the caller's team as its summary (spec §3). */
  /** The summary with the caller's role, which the role gate found (GET /teams/{id}). */
  async detail(auth: AuthContext, id: string, role: TTeamRole): Promise<TTeamDetail> {
    return { ...presentTeamSummary(await this.get(auth, id), this.deps.fileUrls, auth), role };
  }

  async getView(auth: AuthContext, id: string): Promise<TTeam> {
    const row = orNotFound(await this.deps.repo.findOwnedView(id, auth.userId, todayUtc()));
    return presentTeam(row, this.deps.fileUrls, auth);
  }

  /** Text fields are already valid; the logo, if any, is stored only once the plan allows the team. */
  async create(auth: AuthContext, input: TCreateTeamRequest, logo: Buffer | null): Promise<TTeam> {
    const { repo, storage } = this.deps;
    const limitOf = (plan: Parameters<typeof planLimit>[0]) => planLimit(plan, 'teams');
    // Friendly pre-check so a refused team costs no image work; the insert re-checks under a lock.
    const plan = await repo.limitPlan(auth.userId);
    const limit = limitOf(plan);
    if (limit !== null && (await repo.countByOwner(auth.userId)) >= limit)
      throw planLimitError(plan, 'teams', limit);

    const logoKey = logo ? await storeImage(logo, storage, LOGO_IMAGE) : null;
    const values: TeamValues = {
      name: input.name,
      description: input.description ?? null,
      division: input.division ?? null,
      foundedYear: input.foundedYear ?? null,
      logoKey,
      ...(input.targetStintSec !== undefined && { targetStintSec: input.targetStintSec }),
      ...(input.reminderHoursBefore !== undefined && {
        reminderHoursBefore: input.reminderHoursBefore,
      }),
    };
    let outcome: Awaited<ReturnType<TeamsRepository['insertWithinLimit']>>;
    try {
      outcome = await repo.insertWithinLimit(auth.userId, values, limitOf);
    } catch (err) {
      if (logoKey) await storage.delete(logoKey);
      throw err;
    }
    if (!outcome.ok) {
      if (logoKey) await storage.delete(logoKey);
      throw planLimitError(outcome.plan, 'teams', outcome.limit);
    }
    return this.getView(auth, outcome.row.id);
  }

  /** Only the given (non-empty) fields change; a new logo replaces and deletes the old one. */
  async update(
    auth: AuthContext,
    id: string,
    input: TUpdateTeamRequest,
    logo: Buffer | null,
  ): Promise<TTeam> {
    const current = await this.get(auth, id);
    const { repo, storage } = this.deps;
    const patch: Partial<TeamValues> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.division !== undefined) patch.division = input.division;
    if (input.foundedYear !== undefined) patch.foundedYear = input.foundedYear;
    if (input.targetStintSec !== undefined) patch.targetStintSec = input.targetStintSec;
    if (input.reminderHoursBefore !== undefined)
      patch.reminderHoursBefore = input.reminderHoursBefore;
    if (logo) patch.logoKey = await storeImage(logo, storage, LOGO_IMAGE);

    let updated: TTeamRow | null;
    try {
      updated = await repo.update(current.id, auth.userId, patch);
    } catch (err) {
      if (patch.logoKey) await storage.delete(patch.logoKey);
      throw err;
    }
    if (!updated) {
      // Deleted meanwhile.
      if (patch.logoKey) await storage.delete(patch.logoKey);
      throw new AppError('NOT_FOUND');
    }
    if (patch.logoKey && current.logoKey) await storage.delete(current.logoKey);
    return this.getView(auth, updated.id);
  }

  /** One statement deletes the team and (cascade) its players and competitions; the logo file goes after the commit. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const deleted = await this.deps.repo.delete(id, auth.userId);
    if (!deleted) throw new AppError('NOT_FOUND');
    if (deleted.logoKey) await this.deps.storage.delete(deleted.logoKey);
  }
}

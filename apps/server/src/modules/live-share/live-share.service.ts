import type { TLiveShareStatus, TPlan, TPublicLiveMatch } from '@futsal/shared';
import type { TMatchLiveShareRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { AppError, orNotFound } from '../../lib/errors';
import type { CapabilityTokens } from '../../lib/capability-tokens';
import { requireFeature } from '../../lib/plan-limits';
import type { MatchesRepository } from '../matches';
import { LiveShareRepository, type ActiveLink } from './live-share.repository';
import { presentPublicLive } from './public-live.presenter';

const OFF: TLiveShareStatus = { active: false, token: null, createdAt: null };

/** The coach switches a match's read-only live link on and off; anyone holding it reads the match. */
export class LiveShareService {
  private readonly repo: LiveShareRepository;
  private readonly matches: MatchesRepository;
  private readonly tokens: CapabilityTokens;
  private readonly clock: Clock;
  private readonly planOf: (teamId: string) => Promise<TPlan | null>;
  private readonly onNotifyError: (err: unknown) => void;

  constructor(deps: {
    repo: LiveShareRepository;
    matches: MatchesRepository;
    tokens: CapabilityTokens;
    clock: Clock;
    /** The caller's plan in force: sharing a live link is a paid feature (PLAN_TABLE). */
    planOf: (teamId: string) => Promise<TPlan | null>;
    /** A lost NOTIFY: the streams still end at their hub's next check (the app logs it). */
    onNotifyError?: (err: unknown) => void;
  }) {
    this.onNotifyError = deps.onNotifyError ?? (() => undefined);
    this.repo = deps.repo;
    this.matches = deps.matches;
    this.tokens = deps.tokens;
    this.clock = deps.clock;
    this.planOf = deps.planOf;
  }

  private present(row: TMatchLiveShareRow | null): TLiveShareStatus {
    if (!row) return OFF;
    // After a change of server secret the token cannot be rebuilt: still on, but not shown (revoke and share again).
    const token = this.tokens.shownToken(row);
    return { active: true, token, createdAt: row.createdAt.toISOString() };
  }

  private async ownedMatchId(auth: AuthContext, matchId: string): Promise<string> {
    return orNotFound(await this.matches.findOwnedMatch(matchId, auth.userId)).id;
  }

  async status(auth: AuthContext, matchId: string): Promise<TLiveShareStatus> {
    const id = await this.ownedMatchId(auth, matchId);
    return this.present(await this.repo.findActive(id));
  }

  /** Switches the link on; a match that has one keeps it (a second tap must not break the link already sent). */
  async enable(
    auth: AuthContext,
    matchId: string,
  ): Promise<{ status: TLiveShareStatus; created: boolean }> {
    // Another user's match is 404 before the plan is asked; switching a link off is never gated.
    const owned = orNotFound(await this.matches.findOwnedMatch(matchId, auth.userId));
    // The team's plan (its owner's), whoever of its staff switches the link on.
    requireFeature(await this.planOf(owned.teamId), 'liveShare');
    return this.matches.transaction(async (matches, tx) => {
      // The match row's lock makes two taps at once create one link, not a unique-index error.
      const match = orNotFound(await matches.findOwnedMatch(matchId, auth.userId, true));
      const repo = new LiveShareRepository(tx);
      const existing = await repo.findActive(match.id);
      if (existing) return { status: this.present(existing), created: false };
      const link = this.tokens.issue();
      const row = await repo.insert(match.id, link.nonce, link.hash);
      return { status: this.present(row), created: true };
    });
  }

  /** The link stops working at once; 404 when the match has none on. */
  async revoke(auth: AuthContext, matchId: string): Promise<void> {
    const id = await this.ownedMatchId(auth, matchId);
    if (!(await this.repo.revokeActive(id, this.clock.now()))) throw new AppError('NOT_FOUND');
    // The open public streams end at once, on every instance (decision 0136); stored anyway if this fails.
    await this.repo.notifyChanged(id).catch((err: unknown) => this.onNotifyError(err));
  }

  /** The active link a public stream opens on; a revoked, unknown or malformed token is 404 alike. */
  async publicLink(token: string): Promise<ActiveLink> {
    return orNotFound(await this.repo.findLiveMatch(this.tokens.hashOf(token)));
  }

  /** The public page's data; a revoked, unknown or malformed token is 404 alike. */
  async publicView(token: string): Promise<TPublicLiveMatch> {
    const row = orNotFound(await this.repo.findLiveMatch(this.tokens.hashOf(token)));
    const [roster, events] = await Promise.all([
      this.matches.roster(row.match.teamId),
      this.repo.timedEvents(row.match.id),
    ]);
    return presentPublicLive(row, roster, events, this.clock.now());
  }
}

import {
  can,
  foldLog,
  judgeAppend,
  matchState,
  type TLanguage,
  type TLiveFold,
  type TMatchEvent,
  type TMatchEventLogResponse,
  type TMatchRulesConfigInput,
  type TMatchStatus,
} from '@futsal/shared';
import type { Db } from '../../db/client';
import type { TMatchEventRow, TMatchRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import type { JobLog } from '../../lib/job-log';
import { AppError, orNotFound } from '../../lib/errors';
import { roleOnTeam } from '../../lib/team-access';
import { deriveMatch, type DerivedMatch } from './derive';
import { AppendNotices } from './append-notices';
import { writeAppend } from './append-write';
import { EventsRepository } from './events.repository';
import { normalizeIds, ruleViolation } from './event-outcome';
import { foldVersion, KeptFolds, type KeptFold } from './kept-folds';
import { matchStatus, rulesConfig, type RosterPlayer } from './match-rules';
import { acceptsEvents, statusFromState } from './match-status';

export interface MatchProgress {
  status: TMatchStatus;
  score: { us: number; rival: number };
}

export type EventOutcome =
  | { result: 'created' | 'duplicate'; row: TMatchEventRow }
  | { result: 'refused'; id: string; error: AppError };

export interface AppendResult {
  outcomes: EventOutcome[];
  match: MatchProgress;
}

/** What one append transaction works on: the locked match, its config, and the log with its fold. */
interface AppendContext {
  match: TMatchRow;
  roster: RosterPlayer[];
  config: TMatchRulesConfigInput;
  log: TMatchEvent[];
  fold: TLiveFold;
  events: EventsRepository;
  lang: TLanguage;
  /** Who appends: stored on each created event (decision 0180). */
  userId: string;
  /** Events judged and to be inserted by this append, by id. */
  created: Map<string, TMatchEvent>;
}

/** An outcome whose stored row is known only once the append's write returns. */
type PendingOutcome = EventOutcome | { result: 'created' | 'duplicate'; pending: string };

const progressOf = (match: TMatchRow): MatchProgress => ({
  status: matchStatus(match),
  score: { us: match.scoreUs, rival: match.scoreRival },
});

/** A match's log: read, appended to, and the figures derived from it written with each append. */
export class EventsService {
  private readonly notices: AppendNotices;

  constructor(
    private readonly db: Db,
    private readonly kept = new KeptFolds(),
    log?: JobLog,
  ) {
    this.notices = new AppendNotices(
      (ids) => new EventsRepository(db).notifyAppended(ids),
      (err, count) =>
        log?.error({ err, job: 'match-notify', matches: count }, 'could not tell the streams'),
    );
  }

  /** The caller's match, or 404: what a stream of its events checks once, before it opens. */
  async owned(auth: AuthContext, matchId: string): Promise<TMatchRow> {
    const events = new EventsRepository(this.db);
    return orNotFound(await events.findOwnedMatch(matchId, auth.userId));
  }

  /**
   * The caller's match while their role on its team may still read it (decision 0180): what an
   * open stream checks again when its user's membership changes. Throws 404 or ROLE_FORBIDDEN.
   */
  async readable(auth: AuthContext, matchId: string): Promise<TMatchRow> {
    const match = await this.owned(auth, matchId);
    if (!can(await roleOnTeam(this.db, match.teamId, auth.userId), 'team.read'))
      throw new AppError('ROLE_FORBIDDEN');
    return match;
  }

  /** GET /events/match/{matchId}: the log, oldest first, in append order. */
  async log(auth: AuthContext, matchId: string): Promise<TMatchEventLogResponse> {
    const match = await this.owned(auth, matchId);
    const repo = new EventsRepository(this.db);
    const [events, loggers] = await Promise.all([repo.list(match.id), repo.loggers(match.id)]);
    return { events, loggers };
  }

  /**
   * Appends events in order, in one transaction holding the owner's match row
   * FOR UPDATE, so appends to one match run one after another, from any
   * instance, and each is judged against the whole stored log. Each event is
   * created, recognised as a re-send (duplicate: nothing stored) or refused
   * (nothing stored). With anything created, the events, the figures rows
   * that the engine's new state changes and the match row's status and score
   * are written in one statement before the commit; the streams are told
   * after it. The fold comes from the fold this instance kept of the match
   * when the versions the lock reads are those it was kept for, else from
   * the stored log.
   */
  async append(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    let keep: { id: string; entry: KeptFold } | undefined;
    let created = false;
    const result = await this.db.transaction(async (tx) => {
      const events = new EventsRepository(tx);
      const locked = orNotFound(await events.lock(matchId, auth.userId));
      const { match, rosterVersion } = locked;
      const hit = this.kept.take(match.id, foldVersion(locked.rowVersion, rosterVersion));
      const { log, roster } = hit ?? (await events.logAndRoster(match));
      const config = rulesConfig(match, roster);
      const ctx: AppendContext = {
        match,
        roster,
        config,
        log,
        fold: hit?.fold ?? foldLog(config, log),
        events,
        lang,
        userId: auth.userId,
        created: new Map(),
      };
      const pending: PendingOutcome[] = [];
      for (const event of batch) pending.push(await this.appendOne(ctx, normalizeIds(event)));
      if (ctx.created.size === 0) {
        if (hit) keep = { id: match.id, entry: { ...hit, fold: ctx.fold } };
        return { outcomes: pending.filter(isFinal), match: progressOf(match) };
      }
      created = true;
      const written = await this.write(ctx, tx, hit?.derived);
      keep = {
        id: match.id,
        entry: {
          version: foldVersion(written.rowVersion, rosterVersion),
          log: ctx.log,
          roster,
          fold: ctx.fold,
          derived: written.derived,
        },
      };
      const rows = new Map(written.rows.map((r) => [r.id, r]));
      const outcomes = pending.map((o): EventOutcome => {
        if (!('pending' in o)) return o;
        const row = rows.get(o.pending);
        if (!row) throw new Error('append: a created event has no row');
        return { result: o.result, row };
      });
      return { outcomes, match: progressOf(written.match) };
    });
    // Kept only once committed: a failed append leaves no fold behind.
    if (keep) this.kept.keep(keep.id, keep.entry);
    if (created) this.notices.add(matchId);
    return result;
  }

  private async appendOne(ctx: AppendContext, event: TMatchEvent): Promise<PendingOutcome> {
    const refuse = (error: AppError): EventOutcome => ({ result: 'refused', id: event.id, error });
    // The fold stands for the whole stored log and this append's events: an id it lacks is in neither.
    if (ctx.fold.ids.has(event.id)) {
      if (ctx.created.has(event.id)) return { result: 'duplicate', pending: event.id };
      const existing = await this.existing(ctx, event.id);
      if (existing) return existing;
    }
    if (!acceptsEvents(matchStatus(ctx.match))) return refuse(new AppError('MATCH_NOT_PLAYABLE'));
    if (!ctx.match.lineup) return refuse(new AppError('LINEUP_REQUIRED'));
    const judged = judgeAppend(ctx.config, ctx.fold, ctx.log, event);
    if (!judged.verdict.ok) {
      // The fold may have taken the refused event: folded again for the log as stored.
      ctx.fold = foldLog(ctx.config, ctx.log);
      return refuse(ruleViolation(ctx.lang, judged.verdict));
    }
    ctx.log.push(event);
    ctx.fold = judged.fold;
    ctx.created.set(event.id, event);
    return { result: 'created', pending: event.id };
  }

  /**
   * A re-send of an event of this match (the stored one answers). Ids are
   * scoped to their match (primary key (match_id, id)), so another account's
   * event with the same UUID is neither revealed nor blocking.
   */
  private async existing(ctx: AppendContext, id: string): Promise<EventOutcome | null> {
    const row = await ctx.events.find(ctx.match.id, id);
    return row ? { result: 'duplicate', row } : null;
  }

  /**
   * The figures from the fold of the new log (the one its events were judged
   * with: one replay for both), written with the created events and the
   * match row's status and score. `previous` is what the rows hold, if known.
   */
  private async write(ctx: AppendContext, tx: Db, previous: DerivedMatch | undefined) {
    const { replay } = ctx.fold;
    const state = matchState(replay);
    const derived = deriveMatch(ctx.config, ctx.log, state);
    const current = matchStatus(ctx.match);
    const status = acceptsEvents(current) ? statusFromState(state) : current;
    const written = await writeAppend(tx, ctx.match, {
      loggedBy: ctx.userId,
      events: [...ctx.created.values()],
      derived,
      previous,
      present: ctx.roster,
      progress: { status, scoreUs: state.score.us, scoreRival: state.score.rival },
    });
    return { ...written, derived };
  }
}

const isFinal = (o: PendingOutcome): o is EventOutcome => !('pending' in o);

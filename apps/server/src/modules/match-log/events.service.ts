import {
  foldLog,
  judgeAppend,
  matchState,
  type TLanguage,
  type TLiveFold,
  type TMatchEvent,
  type TMatchRulesConfigInput,
  type TMatchStatus,
} from '@futsal/shared';
import type { Db } from '../../db/client';
import type { TMatchEventRow, TMatchRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import { deriveMatch } from './derive';
import { EventsRepository } from './events.repository';
import { normalizeIds, ruleViolation } from './event-outcome';
import { FiguresRepository } from './figures.repository';
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
}

const progressOf = (match: TMatchRow): MatchProgress => ({
  status: matchStatus(match),
  score: { us: match.scoreUs, rival: match.scoreRival },
});

/** A match's log: read, appended to, and the figures derived from it written with each append. */
export class EventsService {
  constructor(private readonly db: Db) {}

  /** The caller's match, or 404: what a stream of its events checks once, before it opens. */
  async owned(auth: AuthContext, matchId: string): Promise<TMatchRow> {
    const events = new EventsRepository(this.db);
    return orNotFound(await events.findOwnedMatch(matchId, auth.userId));
  }

  /** GET /events/match/{matchId}: the log, oldest first, in append order. */
  async log(auth: AuthContext, matchId: string): Promise<TMatchEvent[]> {
    const match = await this.owned(auth, matchId);
    return new EventsRepository(this.db).list(match.id);
  }

  /**
   * Appends events in order, in one transaction holding the owner's match row
   * FOR UPDATE, so appends to one match run one after another, from any
   * instance, and each is judged against the whole stored log (read after
   * the lock). Each event is created, recognised as a re-send (duplicate:
   * nothing stored) or refused (nothing stored). With anything created, the
   * figures rows are derived from the engine's state of the new log and
   * written, and the match row's status and score move, before the commit;
   * the streams are told after it.
   */
  async append(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    let created = false;
    const result = await this.db.transaction(async (tx) => {
      const events = new EventsRepository(tx);
      const { match, roster, log } = orNotFound(await events.lockMatch(matchId, auth.userId));
      const config = rulesConfig(match, roster);
      const ctx: AppendContext = {
        match,
        roster,
        config,
        log,
        fold: foldLog(config, log),
        events,
        lang,
      };
      const outcomes: EventOutcome[] = [];
      for (const event of batch) outcomes.push(await this.appendOne(ctx, normalizeIds(event)));
      created = outcomes.some((o) => o.result === 'created');
      if (!created) return { outcomes, match: progressOf(match) };
      return { outcomes, match: progressOf(await this.writeDerived(ctx, tx)) };
    });
    // Stored whatever happens to the NOTIFY: a lost one delays the streams until the next append or their reconnect.
    if (created) void new EventsRepository(this.db).notifyAppended(matchId).catch(() => undefined);
    return result;
  }

  private async appendOne(ctx: AppendContext, event: TMatchEvent): Promise<EventOutcome> {
    const refuse = (error: AppError): EventOutcome => ({ result: 'refused', id: event.id, error });
    // The fold stands for the whole stored log: an id it lacks is not stored (the insert re-checks).
    if (ctx.fold.ids.has(event.id)) {
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
    const row = await ctx.events.insert(ctx.match.id, event);
    // Appends to the match are serialized by its lock, so a conflict is a re-send stored meanwhile.
    if (!row) {
      ctx.fold = foldLog(ctx.config, ctx.log);
      return (await this.existing(ctx, event.id)) ?? refuse(new AppError('MATCH_EVENT_ID_TAKEN'));
    }
    ctx.log.push(event);
    ctx.fold = judged.fold;
    return { result: 'created', row };
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
   * The figures rows from the fold of the new log (the one its events were
   * judged with: one replay for both), and the match row's status and score.
   */
  private async writeDerived(ctx: AppendContext, tx: Db): Promise<TMatchRow> {
    const { replay } = ctx.fold;
    const state = matchState(replay);
    const derived = deriveMatch(ctx.config, ctx.log, state, replay.accepted);
    await new FiguresRepository(tx).writeAll(ctx.match, derived, ctx.roster);
    const current = matchStatus(ctx.match);
    const status = acceptsEvents(current) ? statusFromState(state) : current;
    return ctx.events.moveMatch(ctx.match.id, {
      status,
      scoreUs: state.score.us,
      scoreRival: state.score.rival,
    });
  }
}

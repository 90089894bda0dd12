import {
  foldLog,
  foldProgress,
  judgeAppend,
  matchState,
  type TLanguage,
  type TMatchEvent,
  type TMatchRulesConfigInput,
  type TMatchStatus,
} from '@futsal/shared';
import type { Db } from '../../db/client';
import type { TMatchEventRow, TMatchRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import { matchStatus, rulesConfig } from '../matches/match-rules';
import { acceptsEvents, statusFromState } from '../matches/match-status';
import type { MatchesRepository } from '../matches/matches.repository';
import { deriveMatch } from '../stats/derive';
import { FiguresRepository } from '../stats/figures.repository';
import { EventsRepository } from './events.repository';
import { normalizeIds, ruleViolation } from './event-outcome';
import { LiveStateCache, type LiveState } from './live-state';

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

/** What one append transaction works on: the locked match, its config and its log's live state. */
interface AppendContext {
  match: TMatchRow;
  config: TMatchRulesConfigInput;
  /** The log as stored so far, with its fold: the new state needs no other replay. */
  live: Pick<LiveState, 'log' | 'mark' | 'fold'>;
  events: EventsRepository;
  lang: TLanguage;
}

const progressOf = (match: TMatchRow): MatchProgress => ({
  status: matchStatus(match),
  score: { us: match.scoreUs, rival: match.scoreRival },
});

export class EventsService {
  private readonly matches: MatchesRepository;
  private readonly events: EventsRepository;
  /** Live matches' replayed state; checked against the stored log before each use (decision 0058). */
  readonly liveStates: LiveStateCache;

  constructor(deps: {
    matches: MatchesRepository;
    events: EventsRepository;
    liveStates?: LiveStateCache;
  }) {
    this.matches = deps.matches;
    this.events = deps.events;
    this.liveStates = deps.liveStates ?? new LiveStateCache();
  }

  /** The caller's match, or 404: what a stream of its events checks once, before it opens. */
  async owned(auth: AuthContext, matchId: string): Promise<TMatchRow> {
    return orNotFound(await this.matches.findOwnedMatch(matchId, auth.userId));
  }

  /** GET /events/match/{matchId}: the log, oldest first, in append order. */
  async log(auth: AuthContext, matchId: string): Promise<TMatchEvent[]> {
    const match = orNotFound(await this.matches.findOwnedMatch(matchId, auth.userId));
    return this.events.list(match.id);
  }

  /**
   * Appends events in order. Each event is created, recognised as a re-send
   * (duplicate: nothing stored) or refused (nothing stored). The match's
   * status and score cache follows the log in the same transaction; appends
   * to one match run one after another (the match row is locked) and each is
   * judged against the whole log.
   *
   * A single event with this instance's state of the match cached and judged
   * acceptable is written by one guarded statement (decision 0066), which
   * leaves the derived rows behind the log for a read to derive (decision
   * 0085); anything else, or a guard that failed, takes the locked path,
   * which writes them too.
   */
  append(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    return this.liveStates.exclusive(matchId, async () => {
      const only = batch.length === 1 ? batch[0] : undefined;
      const fast = only ? await this.appendCached(auth, matchId, normalizeIds(only)) : null;
      return fast ?? this.appendLocked(auth, matchId, batch, lang);
    });
  }

  /**
   * The event judged against the cached state and written, with the match
   * row's score and status, by one statement that first checks,
   * under the match lock, that the cache still stands for the stored match.
   * Null (nothing written, the entry dropped) when there is no usable entry,
   * the id is known (a re-send), the engine refuses (the locked path judges
   * it again against the stored log and answers) or the guard failed.
   */
  private async appendCached(
    auth: AuthContext,
    matchId: string,
    event: TMatchEvent,
  ): Promise<AppendResult | null> {
    const live = this.liveStates.take(matchId);
    if (!live || live.ownerId !== auth.userId || live.fold.ids.has(event.id)) return null;
    const current = matchStatus(live.match);
    if (!acceptsEvents(current) || !live.match.lineup) return null;
    // One step of the kept fold for an event in match order (the entry is dropped on any failure).
    const { verdict, fold } = judgeAppend(live.config, live.fold, live.log, event);
    if (!verdict.ok) return null;
    // Only the match row's score and status: the derived rows are left behind the log (decision 0085).
    const progress = foldProgress(fold.replay);
    const match = {
      ...live.match,
      status: statusFromState(progress),
      scoreUs: progress.score.us,
      scoreRival: progress.score.rival,
    };
    const written = await this.events.appendGuarded(
      {
        ownerId: auth.userId,
        rowVersion: live.rowVersion,
        rosterFingerprint: live.rosterFingerprint,
        mark: live.mark,
      },
      { match, event },
    );
    if (!written) return null;
    // The entry was taken out of the cache, so its log can grow in place (a copy was O(log)).
    live.log.push(event);
    this.liveStates.put(matchId, {
      ...live,
      match,
      rowVersion: written.rowVersion,
      fold,
      mark: { lastSeq: written.row.seq },
    });
    this.notify(matchId);
    return { outcomes: [{ result: 'created', row: written.row }], match: progressOf(match) };
  }

  /**
   * In one transaction holding the match row FOR UPDATE: the log read back
   * and replayed (a statement after the lock, so it holds every committed
   * append), each event judged and inserted, then the derived rows, the match
   * row and the NOTIFY. The state goes into the cache once committed.
   */
  private async appendLocked(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    let kept: LiveState | null = null;
    const result = await this.matches.transaction(async (_repo, tx) => {
      const events = new EventsRepository(tx);
      const locked = orNotFound(await events.lockForAppend(matchId, auth.userId));
      const { match, roster } = locked;
      const config = rulesConfig(match, roster);
      const { log, mark } = await events.listWithMark(match.id);
      const fold = foldLog(config, log);
      const ctx: AppendContext = {
        match,
        config,
        live: { log, mark, fold },
        events,
        lang,
      };
      const outcomes: EventOutcome[] = [];
      for (const event of batch) outcomes.push(await this.appendOne(ctx, normalizeIds(event)));
      if (!outcomes.some((o) => o.result === 'created'))
        return { outcomes, match: progressOf(match) };
      const { moved, rowVersion } = await this.refreshMatch(ctx, tx);
      kept = {
        ...ctx.live,
        ownerId: auth.userId,
        match: moved,
        rowVersion,
        rosterFingerprint: locked.rosterFingerprint,
        config,
      };
      return { outcomes, match: progressOf(moved) };
    });
    if (kept) {
      this.liveStates.put(matchId, kept);
      this.notify(matchId);
    }
    return result;
  }
  /**
   * Tells the streams once the append committed (decision 0066). The answer
   * does not wait for it: the event is stored whatever happens to the NOTIFY,
   * and a lost one only delays the streams until the match's next append or
   * their reconnect (they read every row above the last seq they sent).
   */
  private notify(matchId: string): void {
    this.events.notifyAppended(matchId).catch(() => undefined);
  }

  private async appendOne(ctx: AppendContext, event: TMatchEvent): Promise<EventOutcome> {
    const refuse = (error: AppError): EventOutcome => ({ result: 'refused', id: event.id, error });
    // The state stands for the whole stored log: an id it lacks is not stored (the insert re-checks).
    if (ctx.live.fold.ids.has(event.id)) {
      const existing = await this.existing(ctx, event.id);
      if (existing) return existing;
    }
    if (!acceptsEvents(matchStatus(ctx.match))) return refuse(new AppError('MATCH_NOT_PLAYABLE'));
    if (!ctx.match.lineup) return refuse(new AppError('LINEUP_REQUIRED'));
    const judged = judgeAppend(ctx.config, ctx.live.fold, ctx.live.log, event);
    if (!judged.verdict.ok) {
      // The kept fold may have taken the refused event: folded again for the log as stored.
      ctx.live.fold = foldLog(ctx.config, ctx.live.log);
      return refuse(ruleViolation(ctx.lang, judged.verdict));
    }
    const row = await ctx.events.insert(ctx.match.id, event);
    // Same-match appends are serialized, so a conflict here is a re-send that the lookup above raced with.
    if (!row) {
      ctx.live.fold = foldLog(ctx.config, ctx.live.log);
      return (await this.existing(ctx, event.id)) ?? refuse(new AppError('MATCH_EVENT_ID_TAKEN'));
    }
    const live = ctx.live;
    live.log.push(event);
    live.fold = judged.fold;
    live.mark = { lastSeq: row.seq };
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
   * Status and score cache (decision 0007) and the derived statistics rows
   * (decision 0011) from the kept fold of the new log (the one its created
   * events were judged with), all rows rewritten; the match row moves
   * (decision 0066: every append changes its text).
   */
  private async refreshMatch(
    ctx: AppendContext,
    tx: Db,
  ): Promise<{ moved: TMatchRow; rowVersion: string }> {
    const { replay } = ctx.live.fold;
    const state = matchState(replay);
    const derived = deriveMatch(ctx.config, ctx.live.log, state, replay.accepted);
    await new FiguresRepository(tx).writeAll(ctx.match, derived);
    const current = matchStatus(ctx.match);
    const status = acceptsEvents(current) ? statusFromState(state) : current;
    const { match: moved, rowVersion } = await ctx.events.moveMatch(ctx.match.id, {
      status,
      scoreUs: state.score.us,
      scoreRival: state.score.rival,
    });
    return { moved, rowVersion };
  }
}

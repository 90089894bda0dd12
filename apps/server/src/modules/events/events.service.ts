import {
  judgeEvent,
  matchState,
  replayLog,
  type TLanguage,
  type TMatchEvent,
  type TMatchRulesConfigInput,
  type TMatchStatus,
  type TReplayResult,
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
import { LiveStateCache, type LiveState, type LogMark } from './live-state';

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
  live: LiveState;
  /** The fold of the log with the last created event, for the new state without another replay. */
  lastReplay: TReplayResult | null;
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
   * Appends events in order, in one transaction holding the match row FOR
   * UPDATE: appends to one match run one after another and each is judged
   * against the whole log. Each event is created, recognised as a re-send
   * (duplicate: nothing stored) or refused (nothing stored). The match's
   * status and score cache follow the replayed log in the same transaction.
   *
   * The log's replayed state comes from this instance's cache when it still
   * stands for the stored log (same count and last seq, read under the lock,
   * and the same config); otherwise from the database. It goes back into the
   * cache only once the transaction has committed.
   */
  async append(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    const kept: { matchId?: string; live?: LiveState } = {};
    const result = await this.matches.transaction(async (repo, tx) => {
      const events = new EventsRepository(tx);
      const { match, roster, mark } = orNotFound(await events.lockForAppend(matchId, auth.userId));
      const config = rulesConfig(match, roster);
      const ctx: AppendContext = {
        match,
        config,
        live: await this.liveState(events, match.id, config, mark),
        lastReplay: null,
        events,
        lang,
      };
      const outcomes: EventOutcome[] = [];
      for (const event of batch) outcomes.push(await this.appendOne(ctx, normalizeIds(event)));
      kept.matchId = match.id;
      kept.live = ctx.live;
      if (!outcomes.some((o) => o.result === 'created'))
        return { outcomes, match: progressOf(match) };
      const updated = await this.refreshMatch(repo, ctx, tx);
      await events.notifyAppended(match.id);
      return { outcomes, match: progressOf(updated) };
    });
    if (kept.matchId && kept.live) this.liveStates.put(kept.matchId, kept.live);
    return result;
  }

  /** The cached state if it stands for the stored log and this config, else the log read and replayed. */
  private async liveState(
    events: EventsRepository,
    matchId: string,
    config: TMatchRulesConfigInput,
    stored: LogMark,
  ): Promise<LiveState> {
    const configKey = JSON.stringify(config);
    const cached = this.liveStates.valid(matchId, configKey, stored);
    if (cached) return cached;
    // Under the lock the log read now is the one `stored` describes.
    const { log, mark } = await events.listWithMark(matchId);
    const rejected = replayLog(config, log).game.rejected.map((r) => r.eventId);
    return {
      configKey,
      mark,
      log,
      ids: new Set(log.map((e) => e.id)),
      rejected: new Set(rejected),
    };
  }

  private async appendOne(ctx: AppendContext, event: TMatchEvent): Promise<EventOutcome> {
    const refuse = (error: AppError): EventOutcome => ({ result: 'refused', id: event.id, error });
    // The state stands for the whole stored log: an id it lacks is not stored (the insert re-checks).
    if (ctx.live.ids.has(event.id)) {
      const existing = await this.existing(ctx, event.id);
      if (existing) return existing;
    }
    if (!acceptsEvents(matchStatus(ctx.match))) return refuse(new AppError('MATCH_NOT_PLAYABLE'));
    if (!ctx.match.lineup) return refuse(new AppError('LINEUP_REQUIRED'));
    const { verdict, replay } = judgeEvent(ctx.config, ctx.live.log, event, ctx.live.rejected);
    if (!verdict.ok) return refuse(ruleViolation(ctx.lang, verdict));
    const row = await ctx.events.insert(ctx.match.id, event);
    // Same-match appends are serialized, so a conflict here is a re-send that the lookup above raced with.
    if (!row)
      return (await this.existing(ctx, event.id)) ?? refuse(new AppError('MATCH_EVENT_ID_TAKEN'));
    const live = ctx.live;
    live.log.push(event);
    live.ids.add(event.id);
    live.rejected = new Set(replay.game.rejected.map((r) => r.eventId));
    live.mark = { count: live.mark.count + 1, lastSeq: row.seq };
    ctx.lastReplay = replay;
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
   * (decision 0011) from the engine's fold of the new log (the one the last
   * created event was judged with). Derived rows the state knows are written
   * as changes; the match row only when its status or score moves.
   */
  private async refreshMatch(
    repo: MatchesRepository,
    ctx: AppendContext,
    tx: Db,
  ): Promise<TMatchRow> {
    if (!ctx.lastReplay) throw new Error('refreshMatch without a created event');
    const state = matchState(ctx.lastReplay);
    ctx.lastReplay = null;
    const derived = deriveMatch(ctx.config, ctx.live.log, state);
    const figures = new FiguresRepository(tx);
    if (ctx.live.derived) await figures.writeChanges(ctx.match, ctx.live.derived, derived);
    else await figures.writeAll(ctx.match, derived);
    ctx.live.derived = derived;
    const current = matchStatus(ctx.match);
    const status = acceptsEvents(current) ? statusFromState(state) : current;
    if (
      status === ctx.match.status &&
      state.score.us === ctx.match.scoreUs &&
      state.score.rival === ctx.match.scoreRival
    )
      return ctx.match;
    return repo.update(ctx.match.id, {
      status,
      scoreUs: state.score.us,
      scoreRival: state.score.rival,
    });
  }
}

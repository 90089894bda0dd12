import {
  replayMatch,
  validateEvent,
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
import { FiguresRepository } from '../stats/figures.repository';
import { EventsRepository } from './events.repository';
import { normalizeIds, ruleViolation } from './event-outcome';

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

/** What one append transaction works on: the locked match, its config and its whole log. */
interface AppendContext {
  match: TMatchRow;
  config: TMatchRulesConfigInput;
  log: TMatchEvent[];
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

  constructor(deps: { matches: MatchesRepository; events: EventsRepository }) {
    this.matches = deps.matches;
    this.events = deps.events;
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
   */
  async append(
    auth: AuthContext,
    matchId: string,
    batch: readonly TMatchEvent[],
    lang: TLanguage,
  ): Promise<AppendResult> {
    return this.matches.transaction(async (repo, tx) => {
      const match = orNotFound(await repo.findOwnedMatch(matchId, auth.userId, true));
      const events = new EventsRepository(tx);
      const ctx: AppendContext = {
        match,
        config: rulesConfig(match, await repo.roster(match.teamId)),
        log: await events.list(match.id),
        events,
        lang,
      };
      const outcomes: EventOutcome[] = [];
      for (const event of batch) outcomes.push(await this.appendOne(ctx, normalizeIds(event)));
      if (!outcomes.some((o) => o.result === 'created'))
        return { outcomes, match: progressOf(match) };
      const updated = await this.refreshMatch(repo, ctx, tx);
      await events.notifyAppended(match.id);
      return { outcomes, match: progressOf(updated) };
    });
  }

  private async appendOne(ctx: AppendContext, event: TMatchEvent): Promise<EventOutcome> {
    const refuse = (error: AppError): EventOutcome => ({ result: 'refused', id: event.id, error });
    const existing = await this.existing(ctx, event.id);
    if (existing) return existing;
    if (!acceptsEvents(matchStatus(ctx.match))) return refuse(new AppError('MATCH_NOT_PLAYABLE'));
    if (!ctx.match.lineup) return refuse(new AppError('LINEUP_REQUIRED'));
    const verdict = validateEvent(ctx.config, ctx.log, event);
    if (!verdict.ok) return refuse(ruleViolation(ctx.lang, verdict));
    const row = await ctx.events.insert(ctx.match.id, event);
    // Same-match appends are serialized, so a conflict here is a re-send that the lookup above raced with.
    if (!row)
      return (await this.existing(ctx, event.id)) ?? refuse(new AppError('MATCH_EVENT_ID_TAKEN'));
    ctx.log.push(event);
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
   * (decision 0011) from the engine's replay of the new log.
   */
  private async refreshMatch(
    repo: MatchesRepository,
    ctx: AppendContext,
    tx: Db,
  ): Promise<TMatchRow> {
    const state = replayMatch(ctx.config, ctx.log);
    await new FiguresRepository(tx).write(ctx.match, ctx.config, ctx.log, state);
    const current = matchStatus(ctx.match);
    const status = acceptsEvents(current) ? statusFromState(state) : current;
    return repo.update(ctx.match.id, {
      status,
      scoreUs: state.score.us,
      scoreRival: state.score.rival,
    });
  }
}

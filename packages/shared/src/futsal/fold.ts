import { compareMatchOrder, matchOrder } from './log';
import { replayLog, type TReplayResult } from './replay';
import { stepEvent } from './step';
import type { TMatchEvent, TMatchRulesConfigInput } from './types';
import { verdictAfter, type TValidationResult } from './validate';

/**
 * A live match's fold, kept between appends (the server's live state, issue 11): an appended
 * event that sorts after every event folded so far is one more step of the fold, not a replay
 * of the whole log. The usual case at the bench, where events come in the order they happen;
 * a late event (an offline device's queue), a void, or an id a void already names, needs the
 * whole replay, since it can change how the events after its place fold.
 *
 * The fold is mutated by each step, and `matchState` reads it (it expires elapsed man-down
 * windows at the last event's clock, as the next step would anyway): a caller keeps it only
 * while the log it stands for is the stored one, and drops it when an append is refused or its
 * write fails.
 */
export interface TLiveFold {
  replay: TReplayResult;
  /** Every id in the log, voids included. */
  ids: Set<string>;
  /** Ids that a void in the log names but the log lacks: such an event arriving would be voided. */
  awaited: Set<string>;
}

/** The whole log folded, ready to take appended events. */
export function foldLog(config: TMatchRulesConfigInput, events: readonly TMatchEvent[]): TLiveFold {
  const ids = new Set(events.map((e) => e.id));
  const awaited = new Set<string>();
  for (const e of events)
    if (e.type === 'void' && !ids.has(e.voidsEventId)) awaited.add(e.voidsEventId);
  return { replay: replayLog(config, events), ids, awaited };
}

/** Whether `event` is one more step of the fold (see TLiveFold), without changing it. */
export function extendsFold(fold: TLiveFold, event: TMatchEvent): boolean {
  if (event.type === 'void' || fold.ids.has(event.id) || fold.awaited.has(event.id)) return false;
  const { last } = fold.replay;
  return !last || compareMatchOrder(matchOrder(last), matchOrder(event)) <= 0;
}

/**
 * Judges an appended event as `judgeEvent` does, on the kept fold when the event extends it
 * (one step), else by folding the log with it again. The fold that comes back stands for the
 * log with the event, accepted or refused; the one given may have been changed either way.
 */
export function judgeAppend(
  config: TMatchRulesConfigInput,
  fold: TLiveFold,
  log: readonly TMatchEvent[],
  event: TMatchEvent,
): { verdict: TValidationResult; fold: TLiveFold } {
  // What the log's own fold refuses, before the event changes it (refusals are few).
  const before = new Set(fold.replay.game.rejected.map((r) => r.eventId));
  let next: TLiveFold;
  if (extendsFold(fold, event)) {
    const { game, accepted } = fold.replay;
    const code = stepEvent(game, event);
    if (code) game.rejected.push({ eventId: event.id, code });
    else accepted.push(event);
    fold.replay.last = event;
    fold.ids.add(event.id);
    next = fold;
  } else {
    next = foldLog(config, [...log, event]);
  }
  return { verdict: verdictAfter(next.replay, event.id, before), fold: next };
}

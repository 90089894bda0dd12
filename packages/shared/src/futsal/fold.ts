import {
  compareMatchOrder,
  compareToOrder,
  matchOrder,
  prepareLog,
  type TPreparedLog,
} from './log';
import { checkPeriod } from './periods-check';
import { presenceAt, touchesFiguresOnly } from './presence';
import { replayPrepared, type TReplayResult } from './replay';
import { applyLate, checkFiguresOnly, stepEvent } from './step';
import type { TMatchEvent, TMatchRulesConfigInput } from './types';
import { refusal, verdictAfter, type TValidationResult } from './validate';

/**
 * A live match's fold, kept between appends (the server's live state, issue 11): an appended
 * event that sorts after every event folded so far is one more step of the fold, not a replay
 * of the whole log. The usual case at the bench, where events come in the order they happen.
 * A late event (an offline device's queue) can change how the events after its place fold: it
 * is put in its place in the prepared log and the fold replayed. Not a late shot, corner,
 * offside or assist that its place accepts: it changes nothing a later step reads
 * (presence.ts), so it is applied to the fold as it is. A void, or an id a void already names,
 * changes which events are folded: the log is prepared again too.
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
  /**
   * The log as the fold stepped through it (`prepareLog`): voids and voided events out, refused
   * ones in, in match order. A late event is put in its place here and the fold replayed, without
   * preparing the whole log again.
   */
  prepared: TPreparedLog;
}

/** The whole log folded, ready to take appended events. */
export function foldLog(config: TMatchRulesConfigInput, events: readonly TMatchEvent[]): TLiveFold {
  const ids = new Set(events.map((e) => e.id));
  const awaited = new Set<string>();
  for (const e of events)
    if (e.type === 'void' && !ids.has(e.voidsEventId)) awaited.add(e.voidsEventId);
  const prepared = prepareLog(events);
  return { replay: replayPrepared(config, prepared, true), ids, awaited, prepared };
}

/**
 * Where an event appended now goes in a prepared log: after every event that sorts before it or
 * with it (those were logged earlier, and the log's order breaks ties).
 */
function placeOf(events: readonly TMatchEvent[], event: TMatchEvent): number {
  const key = matchOrder(event);
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareToOrder(events[mid] as TMatchEvent, key) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether a late event is a figures-only one that its place accepts, judged as `stepEvent`
 * would judge it there: on the game as it is, with what the checks read as it stood then.
 */
export function placesWithoutReplay(fold: TLiveFold, event: TMatchEvent): boolean {
  if (!touchesFiguresOnly(event) || fold.ids.has(event.id) || fold.awaited.has(event.id))
    return false;
  const g = fold.replay.game;
  if (!g.presence) return false;
  const then = { plan: g.plan, squad: g.squad, ...presenceAt(g.presence, matchOrder(event)) };
  return (checkPeriod(then, event) ?? checkFiguresOnly(then, event)) === null;
}

/** Whether `event` is one more step of the fold (see TLiveFold), without changing it. */
export function extendsFold(fold: TLiveFold, event: TMatchEvent): boolean {
  if (event.type === 'void' || fold.ids.has(event.id) || fold.awaited.has(event.id)) return false;
  const { last } = fold.replay;
  return !last || compareMatchOrder(matchOrder(last), matchOrder(event)) <= 0;
}

/**
 * Judges an appended event as `judgeEvent` does, on the kept fold when the event extends it
 * (one step) or is a late figures-only one its place accepts (no step at all), else by folding
 * the log with it again. The fold that comes back stands for the log with the event, accepted
 * or refused; the one given may have been changed either way.
 */
export function judgeAppend(
  config: TMatchRulesConfigInput,
  fold: TLiveFold,
  log: readonly TMatchEvent[],
  event: TMatchEvent,
): { verdict: TValidationResult; fold: TLiveFold } {
  // One more step, or a late event that changes no later one: only its own refusal can come back.
  if (extendsFold(fold, event)) {
    const { game, accepted } = fold.replay;
    const code = stepEvent(game, event);
    if (code) game.rejected.push({ eventId: event.id, code });
    else accepted.push(event);
    fold.replay.last = event;
    fold.ids.add(event.id);
    fold.prepared.events.push(event);
    return { verdict: code ? refusal(code, event.id) : { ok: true }, fold };
  }
  if (placesWithoutReplay(fold, event)) {
    const { game, accepted } = fold.replay;
    applyLate(game, event);
    fold.prepared.events.splice(placeOf(fold.prepared.events, event), 0, event);
    accepted.splice(placeOf(accepted, event), 0, event);
    fold.ids.add(event.id);
    return { verdict: { ok: true }, fold };
  }
  // What the log's own fold refuses, before the event changes it (refusals are few).
  const before = new Set(fold.replay.game.rejected.map((r) => r.eventId));
  let next: TLiveFold;
  if (event.type !== 'void' && !fold.ids.has(event.id) && !fold.awaited.has(event.id)) {
    // A late event: no void names it and it names none, so the log's voids stand as they were.
    const { prepared } = fold;
    prepared.events.splice(placeOf(prepared.events, event), 0, event);
    fold.ids.add(event.id);
    next = { ...fold, replay: replayPrepared(config, prepared, true) };
  } else {
    next = foldLog(config, [...log, event]);
  }
  return { verdict: verdictAfter(next.replay, event.id, before), fold: next };
}

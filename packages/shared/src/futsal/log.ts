import { periodIndex } from './periods';
import { MatchRuleCode } from './rules';
import type { TMatchEvent, TRejectedEvent } from './types';

export interface TPreparedLog {
  /** Events to replay: unique by id, not voids, not voided, in match order. */
  events: TMatchEvent[];
  voided: Set<string>;
  /** Voids that undo nothing. */
  rejected: TRejectedEvent[];
}

/**
 * Within one instant a period starts before anything else happens in it.
 * Its end keeps its place in the log: an event logged after the whistle at
 * the same second is after the whistle (MATCH_FINISHED / PERIOD_ENDED).
 */
const rank = (e: TMatchEvent) => (e.type === 'period_start' ? 0 : 1);

/** Where an event sorts in match order, before its place in the log breaks ties. */
export interface TMatchOrder {
  p: number;
  c: number;
  r: number;
}

export const matchOrder = (e: TMatchEvent): TMatchOrder => ({
  p: periodIndex(e.period),
  c: e.minute * 60 + e.second,
  r: rank(e),
});

/** `compareMatchOrder(matchOrder(e), key)`, without making the event's key (a search's step). */
export const compareToOrder = (e: TMatchEvent, key: TMatchOrder): number =>
  periodIndex(e.period) - key.p || e.minute * 60 + e.second - key.c || rank(e) - key.r;

/** Negative when `a` sorts before `b` (the log's order then decides a tie). */
export const compareMatchOrder = (a: TMatchOrder, b: TMatchOrder): number =>
  a.p - b.p || a.c - b.c || a.r - b.r;

/**
 * First occurrence of each id wins: a client re-sends an event until the
 * server acknowledges it, so later copies are the same event.
 */
export function dedupeById(events: readonly TMatchEvent[]): TMatchEvent[] {
  const seen = new Set<string>();
  const out: TMatchEvent[] = [];
  for (const e of events) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    out.push(e);
  }
  return out;
}

/**
 * Dedupes, applies voids and sorts into match order (period, clock, then the
 * order events were logged). Sorting lets a bench officer record an event a
 * moment late, or a console replay an offline queue, without changing the
 * outcome.
 */
export function prepareLog(events: readonly TMatchEvent[]): TPreparedLog {
  const unique = dedupeById(events);
  const byId = new Map(unique.map((e) => [e.id, e]));
  const voided = new Set<string>();
  const rejected: TRejectedEvent[] = [];
  for (const e of unique) {
    if (e.type !== 'void') continue;
    const target = byId.get(e.voidsEventId);
    if (!target) rejected.push({ eventId: e.id, code: MatchRuleCode.EVENT_NOT_FOUND });
    else if (target.type === 'void')
      rejected.push({ eventId: e.id, code: MatchRuleCode.EVENT_NOT_VOIDABLE });
    else if (voided.has(target.id))
      rejected.push({ eventId: e.id, code: MatchRuleCode.EVENT_ALREADY_VOIDED });
    else voided.add(target.id);
  }
  const keyed = unique
    .map((e, seq) => ({ e, seq, ...matchOrder(e) }))
    .filter(({ e }) => e.type !== 'void' && !voided.has(e.id));
  keyed.sort((a, b) => compareMatchOrder(a, b) || a.seq - b.seq);
  return { events: keyed.map((k) => k.e), voided, rejected };
}

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
  if (!unique.some((e) => e.type === 'void'))
    return { events: sortByMatchOrder(unique), voided: new Set(), rejected: [] };
  const { voided, rejected } = applyVoids(unique);
  const kept = unique.filter((e) => e.type !== 'void' && !voided.has(e.id));
  return { events: sortByMatchOrder(kept), voided, rejected };
}

/** The events the log's voids undo, and the voids that undo nothing. */
function applyVoids(unique: readonly TMatchEvent[]): Pick<TPreparedLog, 'voided' | 'rejected'> {
  const voided = new Set<string>();
  const rejected: TRejectedEvent[] = [];
  const byId = new Map(unique.map((e) => [e.id, e]));
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
  return { voided, rejected };
}

/** Places in the log a numeric key holds, and clock seconds: far beyond any match's. */
const SEQ = 2 ** 20;
const CLOCK = 2 ** 16;

/**
 * `list` in match order, its own order breaking ties. Each event is one number, period, clock,
 * rank and place packed (below 2^47, exact in a double), sorted natively: the comparator over
 * keyed objects was a fifth of a whole replay (bench: engine). Out of the packing's range, the
 * comparator.
 */
function sortByMatchOrder(list: readonly TMatchEvent[]): TMatchEvent[] {
  const n = list.length;
  if (n >= SEQ) return sortByComparator(list);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const e = list[i] as TMatchEvent;
    const p = periodIndex(e.period);
    const c = e.minute * 60 + e.second;
    if (p < 0 || !Number.isInteger(c) || c < 0 || c >= CLOCK) return sortByComparator(list);
    keys[i] = ((p * CLOCK + c) * 2 + rank(e)) * SEQ + i;
  }
  keys.sort();
  // A loop: Array.from over a typed array with a mapper was slower than the whole sort.
  const sorted: TMatchEvent[] = [];
  for (let i = 0; i < n; i++) sorted.push(list[(keys[i] as number) % SEQ] as TMatchEvent);
  return sorted;
}

function sortByComparator(list: readonly TMatchEvent[]): TMatchEvent[] {
  const keyed = list.map((e, seq) => ({ e, seq, ...matchOrder(e) }));
  keyed.sort((a, b) => compareMatchOrder(a, b) || a.seq - b.seq);
  return keyed.map((k) => k.e);
}

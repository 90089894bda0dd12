import type { TGame, TPresenceMark } from './game';
import { compareMatchOrder, matchOrder, type TMatchOrder } from './log';
import type { TMatchEvent } from './types';

/**
 * Events whose step writes only the players' figures, beside what every step does (expire the
 * man-down windows due by its clock, raise the fold's clock). No check reads those figures or
 * that clock, and a later step expires the same windows before it checks anything. So such an
 * event arriving late commutes with every step after its place: the fold can take it without
 * replaying them (fold.ts), once it is judged at its place from the presence marks.
 */
const FIGURES_ONLY: ReadonlySet<TMatchEvent['type']> = new Set([
  'shot',
  'assist',
  'corner',
  'offside',
] satisfies TFiguresOnlyEvent['type'][]);

export type TFiguresOnlyEvent = Extract<
  TMatchEvent,
  { type: 'shot' | 'assist' | 'corner' | 'offside' }
>;

export const touchesFiguresOnly = (e: TMatchEvent): e is TFiguresOnlyEvent =>
  FIGURES_ONLY.has(e.type);

/** Whether the mark still says what the game does; an expulsion is never undone, so its count is enough. */
function stillHolds(m: TPresenceMark, g: TGame): boolean {
  return (
    m.running === g.running &&
    m.current === g.current &&
    m.endedIndex === g.endedIndex &&
    m.finished === g.finished &&
    m.abandoned === g.abandoned &&
    m.expelled.size === g.expelled.size &&
    m.onCourt.length === g.onCourt.length &&
    m.onCourt.every((id, i) => g.onCourt[i] === id)
  );
}

/**
 * After an event other than a figures-only one has been applied: a new mark when it changed
 * what a figures-only event's checks read (a period's start or end, the court, a sending-off,
 * an abandonment). Most events change none of it.
 */
export function markPresence(marks: TPresenceMark[], g: TGame, e: TMatchEvent): void {
  const last = marks[marks.length - 1];
  if (last && stillHolds(last, g)) return;
  marks.push(presenceMark(g, matchOrder(e)));
}

/** A copy of what a figures-only event's checks read, as it stands now, keyed by `order`. */
export function presenceMark(g: TGame, order: TMatchOrder): TPresenceMark {
  return {
    order,
    running: g.running,
    current: g.current,
    endedIndex: g.endedIndex,
    finished: g.finished,
    abandoned: g.abandoned,
    onCourt: [...g.onCourt],
    expelled: new Map(g.expelled),
  };
}

/**
 * The mark in force for an event that sorts at `order` and was logged after every event folded
 * so far: the last one made by an event sorting at or before it (the log's order puts those
 * first).
 */
export function presenceAt(marks: readonly TPresenceMark[], order: TMatchOrder): TPresenceMark {
  let lo = 1;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareMatchOrder((marks[mid] as TPresenceMark).order, order) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return marks[lo - 1] as TPresenceMark;
}

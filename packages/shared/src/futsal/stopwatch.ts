import type { TPeriodSlot } from './types';
import {
  createClock,
  elapsedMs,
  pauseClock,
  resumeClock,
  setClock,
  type TClockState,
} from './clock';
import { eventClockSec } from './periods';
import type { TMatchEvent } from './types';

type TClockMove = Extract<
  TMatchEvent,
  { type: 'clock_pause' | 'clock_resume' | 'clock_set' | 'timeout' | 'rival_timeout' }
>;
type TTimeout = Extract<TMatchEvent, { type: 'timeout' | 'rival_timeout' }>;

const isTimeout = (e: TMatchEvent): e is TTimeout =>
  e.type === 'timeout' || e.type === 'rival_timeout';
const isMove = (e: TMatchEvent): e is TClockMove =>
  e.type === 'clock_pause' || e.type === 'clock_resume' || e.type === 'clock_set' || isTimeout(e);

/** When a move happened on the wall clock: a clock event's `at`, a time-out's `createdAt`. */
function wallTime(e: TClockMove): number | null {
  if (!isTimeout(e)) return e.at;
  const at = e.createdAt ? Date.parse(e.createdAt) : NaN;
  return Number.isFinite(at) ? at : null;
}

function apply(clock: TClockState, e: TClockMove, at: number, slot: TPeriodSlot): TClockState {
  if (e.type === 'clock_resume') return resumeClock(clock, at);
  if (e.type === 'clock_set') return setClock(clock, (eventClockSec(e) - slot.startSec) * 1000, at);
  return pauseClock(clock, at);
}

/**
 * A time-out with no wall time (a log written through the API) stops the stopwatch when it
 * shows the time-out's minute; one the stopwatch has already passed (a correction jumped it)
 * stops nothing. Returns whether it was reached before wall time `until`.
 */
function reachTimeout(
  state: { clock: TClockState },
  e: TTimeout,
  slot: TPeriodSlot,
  until: number,
): boolean {
  const { clock } = state;
  const atMs = (eventClockSec(e) - slot.startSec) * 1000;
  if (clock.accumulatedMs >= atMs) return true;
  if (!clock.running || clock.startedAt === null) return false;
  const reachedAt = clock.startedAt + (atMs - clock.accumulatedMs);
  if (reachedAt > until) return false;
  state.clock = pauseClock(clock, reachedAt);
  return true;
}

/**
 * The running period's stopwatch as the log tells it (decision 0048): its
 * `period_start` (with `at`) starts it at 0, then `clock_pause`,
 * `clock_resume` and `clock_set` apply in the order of their wall time `at`
 * (not their match clock: a correction sets the clock back, and an offline
 * device's pause arrives late). A time-out stops it (Law 7) until the next
 * `clock_resume`, whoever logged it: at its `createdAt`, or without one when
 * the stopwatch reaches its minute; a `clock_pause` after it changes nothing.
 * Null when the period's start carries no `at` (logs from before clock
 * events): the clock then stops at the last event.
 */
export function periodStopwatch(
  accepted: readonly TMatchEvent[],
  slot: TPeriodSlot,
): TClockState | null {
  const start = accepted.find((e) => e.type === 'period_start' && e.period === slot.period);
  if (start?.type !== 'period_start' || start.at === undefined) return null;
  const timed: { e: TClockMove; at: number; index: number }[] = [];
  const untimed: TTimeout[] = [];
  accepted.forEach((e, index) => {
    if (e.period !== slot.period || !isMove(e)) return;
    const at = wallTime(e);
    if (at !== null) timed.push({ e, at, index });
    else if (isTimeout(e)) untimed.push(e);
  });
  timed.sort((a, b) => a.at - b.at || a.index - b.index);
  // `accepted` is in match order: the untimed time-outs come in the order the clock reaches them.
  const state = { clock: resumeClock(createClock(0), start.at) };
  let next = 0;
  const reachBefore = (until: number) => {
    while (next < untimed.length && reachTimeout(state, untimed[next] as TTimeout, slot, until))
      next++;
  };
  for (const { e, at } of timed) {
    reachBefore(at);
    state.clock = apply(state.clock, e, at, slot);
  }
  reachBefore(Infinity);
  return state.clock;
}

/** The match clock (seconds) the stopwatch shows at `now`, inside its period. */
export function stopwatchClockSec(clock: TClockState, slot: TPeriodSlot, now: number): number {
  const sec = slot.startSec + Math.floor(elapsedMs(clock, now) / 1000);
  return Math.min(slot.endSec, Math.max(slot.startSec, sec));
}

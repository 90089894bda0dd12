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

/**
 * The running period's stopwatch as the log tells it (decision 0048): its
 * `period_start` (with `at`) starts it at 0, then `clock_pause`,
 * `clock_resume` and `clock_set` apply in the order of their wall time `at`
 * (not their match clock: a correction sets the clock back, and an offline
 * device's pause arrives late). Null when the period's start carries no `at`
 * (logs from before clock events): the clock then stops at the last event.
 */
export function periodStopwatch(
  accepted: readonly TMatchEvent[],
  slot: TPeriodSlot,
): TClockState | null {
  const start = accepted.find((e) => e.type === 'period_start' && e.period === slot.period);
  if (start?.type !== 'period_start' || start.at === undefined) return null;
  const moves = accepted
    .filter(
      (e): e is Extract<TMatchEvent, { type: 'clock_pause' | 'clock_resume' | 'clock_set' }> =>
        e.period === slot.period &&
        (e.type === 'clock_pause' || e.type === 'clock_resume' || e.type === 'clock_set'),
    )
    .map((e, index) => ({ e, index }))
    .sort((a, b) => a.e.at - b.e.at || a.index - b.index);
  let clock = resumeClock(createClock(0), start.at);
  for (const { e } of moves) {
    if (e.type === 'clock_pause') clock = pauseClock(clock, e.at);
    else if (e.type === 'clock_resume') clock = resumeClock(clock, e.at);
    else clock = setClock(clock, (eventClockSec(e) - slot.startSec) * 1000, e.at);
  }
  return clock;
}

/** The match clock (seconds) the stopwatch shows at `now`, inside its period. */
export function stopwatchClockSec(clock: TClockState, slot: TPeriodSlot, now: number): number {
  const sec = slot.startSec + Math.floor(elapsedMs(clock, now) / 1000);
  return Math.min(slot.endSec, Math.max(slot.startSec, sec));
}

/**
 * The live console's stopwatch. Futsal's clock stops whenever the ball is out
 * of play (Law 7), so the console starts and pauses it constantly. It keeps
 * timestamps, never a ticking counter: the elapsed time is recomputed from
 * `now`, so a tab that sleeps or a timer that fires late does not drift.
 * All functions are pure; pass `Date.now()` (or a server time) as `now`.
 */
export interface TClockState {
  running: boolean;
  /** Epoch ms when the current run started; null while paused. */
  startedAt: number | null;
  /** Milliseconds accumulated by earlier runs. */
  accumulatedMs: number;
}

export const createClock = (accumulatedMs = 0): TClockState => ({
  running: false,
  startedAt: null,
  accumulatedMs,
});

export function elapsedMs(clock: TClockState, now: number): number {
  if (!clock.running || clock.startedAt === null) return clock.accumulatedMs;
  // A clock set back on the device must not run the stopwatch backwards.
  return clock.accumulatedMs + Math.max(0, now - clock.startedAt);
}

export function startClock(clock: TClockState, now: number): TClockState {
  if (clock.running) return clock;
  return { running: true, startedAt: now, accumulatedMs: clock.accumulatedMs };
}

/** Resuming is starting again from what has accumulated. */
export const resumeClock = startClock;

export function pauseClock(clock: TClockState, now: number): TClockState {
  if (!clock.running) return clock;
  return { running: false, startedAt: null, accumulatedMs: elapsedMs(clock, now) };
}

/** Corrects the stopwatch to a given time (the referee's clock wins), keeping it running or not. */
export function setClock(clock: TClockState, ms: number, now: number): TClockState {
  return {
    running: clock.running,
    startedAt: clock.running ? now : null,
    accumulatedMs: Math.max(0, ms),
  };
}

export interface TPauseInterval {
  from: number;
  /** null while the pause lasts. */
  to: number | null;
}

/**
 * Elapsed playing ms of a period from its start timestamp and its pauses,
 * for a server or a reloaded console that only stored timestamps.
 */
export function clockAt(
  periodStartedAt: number,
  pauses: readonly TPauseInterval[],
  now: number,
): number {
  if (now <= periodStartedAt) return 0;
  let paused = 0;
  for (const p of pauses) {
    const from = Math.max(p.from, periodStartedAt);
    const to = Math.min(p.to ?? now, now);
    if (to > from) paused += to - from;
  }
  return Math.max(0, now - periodStartedAt - paused);
}

/**
 * Match clock seconds for an event logged `periodElapsedMs` into a period
 * that starts at `periodStartSec` of the match and lasts `periodLengthSec`:
 * the value to send as minute and second.
 */
export function matchClockAt(
  periodStartSec: number,
  periodLengthSec: number,
  periodElapsedMs: number,
): { minute: number; second: number; clockSec: number } {
  const clockSec =
    periodStartSec + Math.min(periodLengthSec, Math.max(0, Math.floor(periodElapsedMs / 1000)));
  return { minute: Math.floor(clockSec / 60), second: clockSec % 60, clockSec };
}

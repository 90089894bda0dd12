import { createClock, elapsedMs, type TClockState } from '@futsal/shared/futsal/clock';
import type { TMatchPeriod } from '@futsal/shared/schemas/match-events';

/** The console's stopwatch of the running period, kept per match so a reload keeps it. */
export interface TStoredClock {
  period: TMatchPeriod;
  clock: TClockState;
}

export const clockKey = (matchId: string) => `futsal.live.clock.${matchId}`;

export function readStoredClock(matchId: string): TStoredClock | null {
  try {
    const raw = localStorage.getItem(clockKey(matchId));
    if (!raw) return null;
    const v = JSON.parse(raw) as TStoredClock;
    if (!v || typeof v.period !== 'string' || typeof v.clock?.accumulatedMs !== 'number')
      return null;
    return v;
  } catch {
    return null;
  }
}

export function writeStoredClock(matchId: string, value: TStoredClock | null): void {
  if (value) localStorage.setItem(clockKey(matchId), JSON.stringify(value));
  else localStorage.removeItem(clockKey(matchId));
}

/** A paused clock at `ms` into the period, for a console that has nothing stored. */
export const pausedAt = (ms: number): TClockState => createClock(Math.max(0, ms));

/** Whole seconds elapsed in the period at `now`. */
export const periodSeconds = (clock: TClockState, now: number) =>
  Math.floor(elapsedMs(clock, now) / 1000);

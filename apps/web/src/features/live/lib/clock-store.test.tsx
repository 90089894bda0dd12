import {
  elapsedMs,
  pauseClock,
  resumeClock,
  startClock,
  createClock,
} from '@futsal/shared/futsal/clock';
import { describe, expect, it } from 'vitest';
import { readStoredClock, writeStoredClock } from './clock-store';

const MATCH = '22222222-2222-4222-8222-222222222222';

describe('console clock from timestamps', () => {
  it('computes elapsed time from start, pause and resume timestamps, not from ticks', () => {
    const t0 = 1_700_000_000_000;
    let clock = startClock(createClock(), t0);
    expect(elapsedMs(clock, t0 + 30_000)).toBe(30_000);
    clock = pauseClock(clock, t0 + 30_000);
    // Paused: time passing changes nothing.
    expect(elapsedMs(clock, t0 + 90_000)).toBe(30_000);
    clock = resumeClock(clock, t0 + 90_000);
    // A tab asleep for ten minutes reads the right value when it wakes.
    expect(elapsedMs(clock, t0 + 90_000 + 600_000)).toBe(630_000);
  });

  it('survives a reload through localStorage', () => {
    const t0 = 1_700_000_000_000;
    writeStoredClock(MATCH, { period: 'second', clock: startClock(createClock(12_000), t0) });
    const stored = readStoredClock(MATCH);
    expect(stored?.period).toBe('second');
    expect(stored && elapsedMs(stored.clock, t0 + 3_000)).toBe(15_000);
    writeStoredClock(MATCH, null);
    expect(readStoredClock(MATCH)).toBeNull();
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem(`futsal.live.clock.${MATCH}`, '{oops');
    expect(readStoredClock(MATCH)).toBeNull();
  });
});

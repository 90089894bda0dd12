import { describe, expect, it } from 'vitest';
import {
  clockAt,
  createClock,
  elapsedMs,
  matchClockAt,
  pauseClock,
  resumeClock,
  setClock,
  startClock,
} from './clock';

describe('live console clock', () => {
  it('computes elapsed time from timestamps, not ticks', () => {
    let c = createClock();
    expect(elapsedMs(c, 1_000)).toBe(0);
    c = startClock(c, 1_000);
    // A tab asleep for a minute still reads the right time on waking.
    expect(elapsedMs(c, 61_000)).toBe(60_000);
    c = pauseClock(c, 61_000);
    expect(elapsedMs(c, 500_000)).toBe(60_000);
    c = resumeClock(c, 600_000);
    expect(elapsedMs(c, 630_000)).toBe(90_000);
  });

  it('ignores repeated start and pause, and a device clock set back', () => {
    const c = startClock(createClock(), 1_000);
    expect(startClock(c, 5_000)).toBe(c);
    expect(elapsedMs(c, 500)).toBe(0);
    const paused = pauseClock(c, 2_000);
    expect(pauseClock(paused, 9_000)).toBe(paused);
  });

  it('can be corrected to the official clock', () => {
    const c = setClock(startClock(createClock(), 0), 300_000, 10_000);
    expect(elapsedMs(c, 15_000)).toBe(305_000);
  });

  it('derives a period clock from its start and its pauses', () => {
    const pauses = [
      { from: 10_000, to: 20_000 },
      { from: 50_000, to: null },
    ];
    expect(clockAt(0, pauses, 5_000)).toBe(5_000);
    expect(clockAt(0, pauses, 30_000)).toBe(20_000);
    expect(clockAt(0, pauses, 90_000)).toBe(40_000);
    expect(clockAt(100, [], 50)).toBe(0);
  });

  it('turns a period clock into the minute and second of the match clock', () => {
    expect(matchClockAt(1200, 1200, 65_400)).toEqual({ minute: 21, second: 5, clockSec: 1265 });
    expect(matchClockAt(0, 1200, 9_999_999)).toEqual({ minute: 20, second: 0, clockSec: 1200 });
  });
});

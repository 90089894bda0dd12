import { describe, expect, it } from 'vitest';
import { liveClockAt } from './live-clock';

const clock = (elapsedSec: number, periodEndSec: number | null = 1200) => ({
  elapsedSec,
  periodEndSec,
  regularSec: 2400,
});

describe('liveClockAt', () => {
  it('ticks on from the server value while a period runs', () => {
    const live = { running: true, clock: clock(125) };
    expect(liveClockAt(live, 10_000, 10_000)).toEqual({ sec: 125, display: '02:05' });
    expect(liveClockAt(live, 10_000, 17_900)).toEqual({ sec: 132, display: '02:12' });
  });

  it('stops at the end of the period', () => {
    expect(liveClockAt({ running: true, clock: clock(1190) }, 0, 60_000).display).toBe('20:00');
  });

  it('stands still while the referee has stopped the clock in a running period', () => {
    expect(liveClockAt({ running: true, clock: clock(300, null) }, 0, 99_000).sec).toBe(300);
  });

  it('stands still when no period runs, and shows time past regular time as 40+', () => {
    expect(liveClockAt({ running: false, clock: clock(1200, null) }, 0, 99_000).sec).toBe(1200);
    expect(liveClockAt({ running: false, clock: clock(2530, null) }, 0, 0).display).toBe(
      '40+02:10',
    );
  });
});

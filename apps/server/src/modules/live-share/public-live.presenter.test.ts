import type { TMatchEvent } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import type { TimedEvent } from './live-share.repository';
import { liveClockSec } from './public-live.presenter';

const T0 = Date.parse('2026-03-14T18:00:00Z');
const at = (sec: number) => new Date(T0 + sec * 1000);

function timed(
  id: string,
  type: string,
  clockSec: number,
  createdSec: number,
  receivedSec = createdSec,
  extra: Record<string, unknown> = {},
): TimedEvent {
  const event = {
    id,
    type,
    period: 'first',
    minute: Math.floor(clockSec / 60),
    second: clockSec % 60,
    createdAt: at(createdSec).toISOString(),
    ...extra,
  } as unknown as TMatchEvent;
  return { event, receivedAt: at(receivedSec) };
}

const running = (clockSec: number, voided: string[] = []) => ({
  period: 'first' as const,
  running: true,
  clock: { elapsedSec: clockSec, minute: 0, second: 0, extraTime: false, display: '' },
  voided,
  rejected: [],
});
const slot = { endSec: 1200 };

describe('liveClockSec (decision 0054)', () => {
  it('runs on from the latest event by match clock, capped at the end of the period', () => {
    const log = [timed('a', 'period_start', 0, 0), timed('b', 'foul', 300, 420)];
    expect(liveClockSec(running(300), slot, log, T0 + 450_000)).toBe(330);
    expect(liveClockSec(running(300), slot, log, T0 + 5 * 3600_000)).toBe(1200);
  });

  it('ignores voids (logged now at an old minute) and the events they undo', () => {
    const log = [
      timed('a', 'period_start', 0, 0),
      timed('b', 'foul', 300, 420),
      timed('c', 'goal', 360, 480),
      timed('d', 'void', 360, 600, 600, { voidsEventId: 'c' }),
    ];
    // From the foul at 5:00 logged at 7:00: at 10:00 of wall time, 8:00 on the clock.
    expect(liveClockSec(running(300, ['c']), slot, log, T0 + 600_000)).toBe(480);
  });

  it('stands still at a time-out until the next event (Law 7)', () => {
    const log = [timed('a', 'period_start', 0, 0), timed('b', 'rival_timeout', 300, 300)];
    expect(liveClockSec(running(300), slot, log, T0 + 350_000)).toBe(300);
    log.push(timed('c', 'foul', 301, 370));
    expect(liveClockSec(running(301), slot, log, T0 + 380_000)).toBe(311);
  });

  it('trusts a device clock only up to the time the server got the event', () => {
    // The device says the event happened an hour later than it reached the server.
    const log = [timed('a', 'period_start', 0, 3600, 0)];
    expect(liveClockSec(running(0), slot, log, T0 + 60_000)).toBe(60);
  });

  it('stays where play stopped when no period runs', () => {
    const stopped = { ...running(1200), running: false };
    expect(liveClockSec(stopped, slot, [timed('a', 'period_end', 1200, 0)], T0 + 99_000)).toBe(
      1200,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { MatchLogBuilder } from './builder';
import { replayMatch } from './replay';
import { config, p } from './test-helpers';

const T0 = 1_800_000_000_000;
const s = (sec: number) => T0 + sec * 1000;
const iso = (sec: number) => new Date(s(sec)).toISOString();

function started(): MatchLogBuilder {
  const b = new MatchLogBuilder();
  b.at('first', 0).push({ type: 'period_start', at: T0 });
  return b;
}

/** A time-out event as the console logs it: `createdAt` is the device's wall time. */
function timeoutAt(b: MatchLogBuilder, sec: number, wall: number | null, rival = false): void {
  const e = b.at('first', Math.floor(sec / 60), sec % 60).make({
    type: rival ? 'rival_timeout' : 'timeout',
  });
  b.events.push(wall === null ? e : { ...e, createdAt: iso(wall) });
}

describe('a time-out stops the clock (Laws 6, 7)', () => {
  it('stops the stopwatch at the time-out until the next clock_resume', () => {
    const b = started();
    timeoutAt(b, 300, 300);
    const during = replayMatch(config(), b.events, { now: s(340) });
    expect(during.stopwatch?.running).toBe(false);
    expect(during.clock.elapsedSec).toBe(300);
    b.at('first', 5).push({ type: 'clock_resume', at: s(360) });
    const after = replayMatch(config(), b.events, { now: s(400) });
    expect(after.stopwatch?.running).toBe(true);
    expect(after.clock.elapsedSec).toBe(340);
  });

  it('stops it for the rival’s time-out too', () => {
    const b = started();
    timeoutAt(b, 120, 120, true);
    expect(replayMatch(config(), b.events, { now: s(200) }).clock.elapsedSec).toBe(120);
  });

  it('stops it at the time-out’s minute when the log has no wall time for it (the API)', () => {
    const b = started();
    timeoutAt(b, 600, null);
    const state = replayMatch(config(), b.events, { now: s(900) });
    expect(state.clock.elapsedSec).toBe(600);
    expect(state.stopwatch).toEqual({ running: false, startedAt: null, accumulatedMs: 600_000 });
    b.at('first', 10).push({ type: 'clock_resume', at: s(960) });
    expect(replayMatch(config(), b.events, { now: s(990) }).clock.elapsedSec).toBe(630);
  });

  it('replays an older log, where the console paused the clock itself, the same', () => {
    const b = started();
    timeoutAt(b, 300, 300);
    b.at('first', 5).push({ type: 'clock_pause', at: s(300) });
    b.at('first', 5).push({ type: 'clock_resume', at: s(370) });
    const old = replayMatch(config(), b.events, { now: s(400) });
    expect(old.clock.elapsedSec).toBe(330);
    // The same without the console's pause: the engine's own gives the same clock.
    const withoutPause = b.events.filter((e) => e.type !== 'clock_pause');
    expect(replayMatch(config(), withoutPause, { now: s(400) }).clock).toEqual(old.clock);
  });

  it('stops nothing once voided, and keeps minutes played on the stopped clock', () => {
    const b = started();
    timeoutAt(b, 300, 300);
    const live = replayMatch(config(), b.events, { now: s(500) });
    expect(live.secondsPlayed[p(1)]).toBe(300);
    expect(live.quintets[0]?.seconds).toBe(300);
    const id = b.events.at(-1)?.id ?? '';
    b.at('first', 5).push({ type: 'void', voidsEventId: id });
    expect(replayMatch(config(), b.events, { now: s(500) }).clock.elapsedSec).toBe(500);
  });
});

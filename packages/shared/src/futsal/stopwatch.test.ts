import { describe, expect, it } from 'vitest';
import { MatchLogBuilder } from './builder';
import { replayMatch } from './replay';
import { config, p } from './test-helpers';
import { validateEvent } from './validate';

const T0 = 1_800_000_000_000;
const s = (sec: number) => T0 + sec * 1000;

/** First half kicked off at wall time T0 with the stopwatch in the log. */
function started(): MatchLogBuilder {
  const b = new MatchLogBuilder();
  b.at('first', 0).push({ type: 'period_start', at: T0 });
  return b;
}

describe('the clock in the log (decision 0048)', () => {
  it('runs from period_start at any now a device passes in', () => {
    const state = replayMatch(config(), started().events, { now: s(75) });
    expect(state.stopwatch).toEqual({ running: true, startedAt: T0, accumulatedMs: 0 });
    expect(state.clock).toMatchObject({ elapsedSec: 75, minute: 1, second: 15 });
  });

  it('stops on clock_pause and runs again from clock_resume', () => {
    const b = started();
    b.at('first', 1).push({ type: 'clock_pause', at: s(60) });
    b.at('first', 1).push({ type: 'clock_resume', at: s(90) });
    expect(replayMatch(config(), b.events.slice(0, 2), { now: s(300) }).clock.elapsedSec).toBe(60);
    const state = replayMatch(config(), b.events, { now: s(100) });
    expect(state.clock.elapsedSec).toBe(70);
    expect(state.stopwatch?.running).toBe(true);
  });

  it('gives a device that joins late the same clock as one that was there', () => {
    const b = started();
    b.at('first', 2).push({ type: 'clock_pause', at: s(120) });
    b.at('first', 2).push({ type: 'clock_resume', at: s(150) });
    b.at('first', 3).push({ type: 'clock_pause', at: s(210) });
    const early = replayMatch(config(), b.events, { now: s(400) });
    const late = replayMatch(config(), [...b.events].reverse(), { now: s(400) });
    expect(late.clock).toEqual(early.clock);
    expect(early.clock.elapsedSec).toBe(180);
  });

  it("sets the period's elapsed time to the referee's clock with clock_set, running or not", () => {
    const b = started();
    // At wall 5:30 the console shows 5:30, the referee's clock 5:10: set back, still running.
    b.at('first', 5, 10).push({ type: 'clock_set', at: s(330) });
    expect(replayMatch(config(), b.events, { now: s(340) }).clock.elapsedSec).toBe(320);
    b.at('first', 5, 20).push({ type: 'clock_pause', at: s(340) });
    b.at('first', 6, 0).push({ type: 'clock_set', at: s(400) });
    const state = replayMatch(config(), b.events, { now: s(900) });
    expect(state.clock.elapsedSec).toBe(360);
    expect(state.stopwatch?.running).toBe(false);
  });

  it('applies clock events in wall-time order, whatever order they reached the log', () => {
    const b = started();
    b.at('first', 1).push({ type: 'clock_resume', at: s(90) });
    // An offline device's pause from before the resume arrives after it.
    b.at('first', 1).push({ type: 'clock_pause', at: s(60) });
    expect(replayMatch(config(), b.events, { now: s(100) }).clock.elapsedSec).toBe(70);
  });

  it('keeps the clock inside the period (a forgotten whistle stops at its end)', () => {
    const state = replayMatch(config(), started().events, { now: s(3 * 3600) });
    expect(state.clock.elapsedSec).toBe(20 * 60);
  });

  it('accepts a pause twice (two devices at once) and counts nothing for clock events', () => {
    const b = started();
    b.at('first', 1).push({ type: 'clock_pause', at: s(60) });
    const again = b.make({ type: 'clock_pause', at: s(61) });
    expect(validateEvent(config(), b.events, again)).toEqual({ ok: true });
    const state = replayMatch(config(), [...b.events, again], { now: s(200) });
    expect(state.clock.elapsedSec).toBe(60);
    expect(state.timeline.first.map((e) => e.type)).toEqual(['period_start']);
    expect(state.rejected).toEqual([]);
  });

  it('refuses clock events outside a running period', () => {
    const b = started();
    b.at('first', 20).push({ type: 'period_end' });
    const pause = b.make({ type: 'clock_pause', at: s(1300) });
    expect(validateEvent(config(), b.events, pause)).toMatchObject({
      ok: false,
      code: 'PERIOD_ENDED',
    });
    const set = new MatchLogBuilder(9).at('first', 25).make({ type: 'clock_set', at: T0 });
    expect(validateEvent(config(), started().events, set)).toMatchObject({
      ok: false,
      code: 'CLOCK_OUT_OF_PERIOD',
    });
  });

  it('replays an older log without wall times as before: the clock stops at the last event', () => {
    const b = new MatchLogBuilder();
    b.at('first', 0).push({ type: 'period_start' });
    b.at('first', 4).push({ type: 'goal', playerId: p(1) });
    const state = replayMatch(config(), b.events, { now: s(900) });
    expect(state.stopwatch).toBeNull();
    expect(state.clock.elapsedSec).toBe(240);
    expect(replayMatch(config(), b.events, { clockSec: 300 }).clock.elapsedSec).toBe(300);
  });

  it('measures minutes played up to the stopwatch, and the same at the whistle either way', () => {
    const b = started();
    b.at('first', 10).push({ type: 'clock_pause', at: s(600) });
    const live = replayMatch(config(), b.events, { now: s(700) });
    expect(live.secondsPlayed[p(1)]).toBe(600);
    b.at('first', 20).push({ type: 'clock_resume', at: s(800) });
    b.at('first', 20).push({ type: 'period_end' });
    const withClock = replayMatch(config(), b.events);
    const without = replayMatch(
      config(),
      b.events.filter((e) => !e.type.startsWith('clock_')),
    );
    expect(withClock.secondsPlayed).toEqual(without.secondsPlayed);
    expect(withClock.summary).toEqual(without.summary);
  });
});

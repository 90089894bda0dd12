import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredClock } from '../lib/clock-store';
import { id, liveMatch, renderConsole } from '../test/console-fixture';

/** Issue 37's rotation board in the console, on the console's own clock (time is faked). */
const MATCH_ID = '77777777-7777-4777-8777-777777777777';
const match = liveMatch(MATCH_ID);
const T0 = new Date('2026-03-01T18:10:00Z').getTime();
let seq = 300;
const e = (type: TMatchEvent['type'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period: 'first', minute, second: 0, ...extra }) as TMatchEvent;

const text = (testid: string) => screen.getByTestId(testid).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(T0);
  // The first half's clock running from 3:50 at T0.
  writeStoredClock(MATCH_ID, {
    period: 'first',
    clock: { running: true, startedAt: T0, accumulatedMs: 230_000 },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('<RotationBoard /> in the console', { timeout: 20_000 }, () => {
  it('ticks with the match clock, flags a stint past 4:00 quietly, stops with the clock', () => {
    renderConsole(match, [
      e('period_start', 0),
      e('substitution', 2, { playerOutId: id(5), playerInId: id(6) }),
      e('flying_goalkeeper_on', 3, { playerId: id(2) }),
    ]);
    expect(text(`rotation-court-${id(1)}-time`)).toBe('3:50');
    expect(text(`rotation-court-${id(6)}-time`)).toBe('1:50');
    expect(screen.getByTestId(`rotation-court-${id(2)}-flying`)).toBeTruthy();
    // The bench, freshest first: those yet to play, then player 5 (1:50 rest after 2:00 on).
    const bench = screen
      .getAllByTestId(/^rotation-bench-[^-]+-[^-]+-[^-]+-[^-]+-[^-]+$/)
      .map((row) => row.dataset.testid?.replace('rotation-bench-', ''));
    expect(bench).toEqual([id(7), id(8), id(5)]);
    expect(text(`rotation-bench-${id(5)}-time`)).toBe('1:50');
    expect(screen.getByTestId(`rotation-bench-${id(5)}`).textContent).toContain('1:0.9');
    expect(text(`rotation-bench-${id(7)}-time`)).toBe('sin jugar');
    expect(screen.getByTestId(`rotation-court-${id(1)}`).dataset.pastTarget).toBeUndefined();

    advance(15_000);
    expect(text(`rotation-court-${id(1)}-time`)).toBe('4:05');
    expect(screen.getByTestId(`rotation-court-${id(1)}`).dataset.pastTarget).toBe('true');
    expect(screen.getByTestId(`rotation-court-${id(6)}`).dataset.pastTarget).toBeUndefined();
    expect(text(`rotation-bench-${id(5)}-time`)).toBe('2:05');

    // Stopped time does not count.
    act(() => fireEvent.click(screen.getByTestId('clock-toggle')));
    advance(30_000);
    expect(text(`rotation-court-${id(1)}-time`)).toBe('4:05');
    expect(text(`rotation-bench-${id(5)}-time`)).toBe('2:05');
  });

  it('folds away and stays folded on the device', () => {
    renderConsole(match, [e('period_start', 0)]);
    act(() => fireEvent.click(screen.getByTestId('rotation-board-toggle')));
    expect(screen.queryByTestId(`rotation-court-${id(1)}`)).toBeNull();
    expect(localStorage.getItem('futsal.live.rotationsOpen')).toBe('0');
  });
});

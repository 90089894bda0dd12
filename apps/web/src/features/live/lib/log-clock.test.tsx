import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, liveMatch, renderConsole } from '../test/console-fixture';

const MATCH_ID = '55555555-5555-4555-8555-555555555555';
const match = liveMatch(MATCH_ID);
const kickOffAt = (at: number): TMatchEvent => ({
  id: id(200),
  type: 'period_start',
  period: 'first',
  minute: 0,
  second: 0,
  at,
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the console clock from the log (decision 0048)', () => {
  it('shows the clock another device paused, the same on a device that joins late', () => {
    const now = Date.now();
    renderConsole(match, [
      kickOffAt(now - 65_000),
      { id: id(201), type: 'clock_pause', period: 'first', minute: 1, second: 0, at: now - 5_000 },
    ]);
    const clock = screen.getByTestId('clock-display');
    expect(clock.textContent).toBe('01:00');
    expect(clock.dataset.running).toBe('false');
  });

  it('runs from the kick-off time in the log, and pausing logs a clock_pause with the wall time', async () => {
    const now = Date.now();
    const { posted, user } = renderConsole(match, [kickOffAt(now - 65_000)]);
    const clock = screen.getByTestId('clock-display');
    expect(clock.dataset.running).toBe('true');
    expect(clock.textContent).toMatch(/^01:0[5-9]$/);
    await user.click(screen.getByTestId('clock-toggle'));
    await waitFor(() => expect(posted.find((e) => e.type === 'clock_pause')).toBeTruthy());
    const pause = posted.find((e) => e.type === 'clock_pause');
    expect(pause).toMatchObject({ period: 'first', minute: 1 });
    expect(pause && 'at' in pause ? pause.at : 0).toBeGreaterThanOrEqual(now);
    expect(screen.getByTestId('clock-display').dataset.running).toBe('false');
  });
});

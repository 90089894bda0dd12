import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { act, screen, waitFor } from '@testing-library/react';
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
  it('renders the running console once a second, not at every tick of its timer', async () => {
    // Every timer faked, so nothing that mounted (the stream check, a transition) lands in the
    // middle of the measured second by the machine's own timing.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      const start = Date.parse('2026-03-01T18:10:00.000Z');
      vi.setSystemTime(start);
      let commits = 0;
      renderConsole(match, [kickOffAt(start - 65_000)], undefined, () => {
        commits += 1;
      });
      // What mounting started settles first (the mocked API is no stream): it is not a tick.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByTestId('connectivity').dataset.stream).toBe('closed');
      const settled = commits;
      const clock = screen.getByTestId('clock-display');
      expect(clock.textContent).toBe('01:06');
      act(() => vi.advanceTimersByTime(750));
      expect(clock.textContent).toBe('01:06');
      expect(commits).toBe(settled);
      act(() => vi.advanceTimersByTime(250));
      expect(clock.textContent).toBe('01:07');
      expect(commits).toBe(settled + 1);
    } finally {
      vi.useRealTimers();
    }
  });

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

  it("sets the clock to the referee's with a clock_set every device follows", async () => {
    const now = Date.now();
    const { posted, user } = renderConsole(match, [kickOffAt(now - 65_000)]);
    await user.click(screen.getByTestId('clock-correct'));
    const minutes = screen.getByTestId('clock-minutes');
    const seconds = screen.getByTestId('clock-seconds');
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.clear(seconds);
    await user.type(seconds, '75');
    expect((screen.getByTestId('clock-correct-save') as HTMLButtonElement).disabled).toBe(true);
    await user.clear(seconds);
    await user.type(seconds, '30');
    await user.click(screen.getByTestId('clock-correct-save'));
    await waitFor(() => expect(posted.find((e) => e.type === 'clock_set')).toBeTruthy());
    expect(posted.find((e) => e.type === 'clock_set')).toMatchObject({
      period: 'first',
      minute: 0,
      second: 30,
    });
    expect(screen.getByTestId('clock-display').textContent).toMatch(/^00:3[0-2]$/);
  });
});

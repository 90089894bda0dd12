import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredClock } from '../lib/clock-store';
import { readQueue } from '../lib/event-queue';
import { id, liveMatch, renderConsole as renderWith } from '../test/console-fixture';

const MATCH_ID = '33333333-3333-4333-8333-333333333333';
const match = liveMatch(MATCH_ID);
const kickOff: TMatchEvent = {
  id: id(100),
  type: 'period_start',
  period: 'first',
  minute: 0,
  second: 0,
};

const renderConsole = (events: TMatchEvent[] = [kickOff]) => renderWith(match, events);

afterEach(() => vi.restoreAllMocks());

describe('LiveConsole', () => {
  it('logs a goal in two taps: "Gol" then the scorer', async () => {
    writeStoredClock(MATCH_ID, {
      period: 'first',
      // Stopped at 02:05, so the event's time does not depend on how long the test takes.
      clock: { running: false, startedAt: null, accumulatedMs: 125_000 },
    });
    const { posted, user } = renderConsole();
    await user.click(screen.getByTestId('action-goal'));
    expect(screen.getByTestId('live-hint').textContent).toBe('Toca al goleador');
    await user.click(screen.getByTestId(`court-player-${id(3)}`));

    expect(screen.getByTestId('score-us').textContent).toBe('1');
    await waitFor(() => expect(posted.some((e) => e.type === 'goal')).toBe(true));
    const goal = posted.find((e) => e.type === 'goal');
    expect(goal).toMatchObject({
      type: 'goal',
      playerId: id(3),
      period: 'first',
      minute: 2,
      second: 5,
    });
    expect(goal?.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(readQueue(MATCH_ID)).toEqual([]));
    // The optional details sheet opens after the goal.
    expect(await screen.findByTestId('goal-sheet')).toBeTruthy();
  });

  it('also takes the player first, then "Gol"', async () => {
    const { posted, user } = renderConsole();
    await user.click(screen.getByTestId(`court-player-${id(2)}`));
    await user.click(screen.getByTestId('action-goal'));
    await waitFor(() =>
      expect(posted.find((e) => e.type === 'goal')).toMatchObject({ playerId: id(2) }),
    );
  });

  it('mounts in commits: the score, court, our actions, bench, rival with fouls, then the log', async () => {
    const parts = {
      score: 'clock-display',
      court: 'live-hint',
      actions: 'action-goal',
      bench: 'bench-panel',
      rival: 'rival-actions',
      fouls: 'foul-panel',
      log: 'timeline-panel',
    };
    const commits: string[][] = [];
    renderWith(match, [kickOff], undefined, () => {
      commits.push(
        Object.entries(parts)
          .filter(([, testid]) => document.querySelector(`[data-testid="${testid}"]`))
          .map(([part]) => part),
      );
    });
    await screen.findByTestId('timeline-panel');
    // Each commit that changed what is shown added the next part, and only it (decision 0097).
    const shown = commits.filter((c, i) => i === 0 || c.length !== commits[i - 1]?.length);
    expect(shown).toEqual([
      ['score'],
      ['score', 'court'],
      ['score', 'court', 'actions'],
      ['score', 'court', 'actions', 'bench'],
      ['score', 'court', 'actions', 'bench', 'rival', 'fouls'],
      ['score', 'court', 'actions', 'bench', 'rival', 'fouls', 'log'],
    ]);
  });

  it('shows the clock computed from the stored timestamps', () => {
    writeStoredClock(MATCH_ID, {
      period: 'first',
      clock: { running: false, startedAt: null, accumulatedMs: 65_000 },
    });
    renderConsole();
    expect(screen.getByTestId('clock-display').textContent).toBe('01:05');
  });

  it('substitutes by tapping a player on court and one on the bench', async () => {
    const { posted, user } = renderConsole();
    await user.click(screen.getByTestId(`court-player-${id(1)}`));
    await user.click(screen.getByTestId(`bench-player-${id(6)}`));
    expect(screen.getByTestId(`court-player-${id(6)}`)).toBeTruthy();
    await waitFor(() =>
      expect(posted.find((e) => e.type === 'substitution')).toMatchObject({
        playerOutId: id(1),
        playerInId: id(6),
      }),
    );
  });

  it('before kick-off only the period can start', async () => {
    const { posted, user } = renderConsole([]);
    // Before kick-off every action is disabled; the period can start.
    expect((screen.getByTestId('action-goal') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('period-start'));
    await waitFor(() => expect(posted.map((e) => e.type)).toEqual(['period_start']));
  });
});

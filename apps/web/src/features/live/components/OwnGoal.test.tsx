import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, liveMatch, renderConsole } from '../test/console-fixture';

/** Own goals (Law 10) at the bench: two taps each, never credited to a scorer of ours. */
const match = liveMatch('77777777-7777-4777-8777-777777777777');
const kickOff = {
  id: id(300),
  type: 'period_start',
  period: 'first',
  minute: 0,
  second: 0,
} as TMatchEvent;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('LiveConsole own goals', { timeout: 20_000 }, () => {
  it('logs the rival’s own goal from the goal action, with no scorer, for our score', async () => {
    const { posted, user } = renderConsole(match, [kickOff]);
    expect(screen.queryByTestId('action-rival-own-goal')).toBeNull();
    await user.click(screen.getByTestId('action-goal'));
    await user.click(screen.getByTestId('action-rival-own-goal'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'goal', ownGoal: true });
    expect(posted[0]).not.toHaveProperty('playerId');
    expect(screen.getByTestId('score-us').textContent).toBe('1');
    // No goal sheet asks for a scorer's details, and the goal pick is over.
    expect(screen.queryByTestId('action-rival-own-goal')).toBeNull();
    expect(screen.getByTestId('timeline-panel').textContent).toMatch(/Gol \(en propia puerta\)/);
  });

  it('logs our own goal for the rival with the player of ours who put it in', async () => {
    const { posted, user } = renderConsole(match, [kickOff]);
    await user.click(screen.getByTestId('action-own-goal'));
    expect(screen.getByText('Toca al jugador que marcó en propia puerta')).toBeTruthy();
    await user.click(screen.getByTestId(`court-player-${id(3)}`));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'rival_goal', ownGoal: true, playerId: id(3) });
    expect(screen.getByTestId('score-rival').textContent).toBe('1');
    expect(screen.getByTestId('timeline-panel').textContent).toMatch(
      /Gol rival \(en propia puerta\) · 3/,
    );
  });
});

import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStoredClock } from '../lib/clock-store';
import { id, liveMatch, renderConsole } from '../test/console-fixture';

/** Issue 37: a goal and its assist in three taps; type and finishing later, from the timeline. */
const MATCH_ID = '77777777-7777-4777-8777-777777777777';
const match = liveMatch(MATCH_ID);
const kickOff: TMatchEvent = {
  id: id(100),
  type: 'period_start',
  period: 'first',
  minute: 0,
  second: 0,
};
const stopped = () =>
  writeStoredClock(MATCH_ID, {
    period: 'first',
    clock: { running: false, startedAt: null, accumulatedMs: 125_000 },
  });

/** The goals of the log that stand, each with its details. */
const standing = (posted: TMatchEvent[]) => {
  const voided = new Set(posted.flatMap((e) => (e.type === 'void' ? [e.voidsEventId] : [])));
  return posted.filter((e) => e.type === 'goal' && !voided.has(e.id));
};

describe('goal details', () => {
  it('stores the assist at its tap: Gol, scorer, assistant', async () => {
    stopped();
    const { posted, user } = renderConsole(match, [kickOff]);
    await user.click(screen.getByTestId('action-goal'));
    await user.click(screen.getByTestId(`court-player-${id(3)}`));
    const sheet = await screen.findByTestId('goal-sheet');
    await user.click(within(sheet).getByText('4 · Jugador 4'));
    await waitFor(() => expect(screen.queryByTestId('goal-sheet')).toBeNull());
    await waitFor(() =>
      expect(standing(posted)).toEqual([
        expect.objectContaining({ playerId: id(3), assistPlayerId: id(4), minute: 2, second: 5 }),
      ]),
    );
    expect(screen.getByTestId('score-us').textContent).toBe('1');
  });

  it('"no assist" closes at once, and the timeline opens the goal to add its type and finishing', async () => {
    stopped();
    const { posted, user } = renderConsole(match, [kickOff]);
    await user.click(screen.getByTestId('action-goal'));
    await user.click(screen.getByTestId(`court-player-${id(2)}`));
    await user.click(await screen.findByTestId('goal-sheet-close'));
    await waitFor(() => expect(screen.queryByTestId('goal-sheet')).toBeNull());
    await waitFor(() => expect(standing(posted)).toHaveLength(1));
    const goal = standing(posted)[0];
    await user.click(await screen.findByTestId(`timeline-edit-goal-${goal?.id}`));
    const sheet = await screen.findByTestId('goal-sheet');
    expect(within(sheet).getByRole('button', { name: 'Guardar detalles' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(screen.getByTestId('goal-sheet-finishing')).getAllByRole('button')[0]!);
    await user.click(within(screen.getByTestId('goal-sheet-assist')).getByText('5 · Jugador 5'));
    // Editing, the assist's tap does not save: the button does.
    expect(screen.getByTestId('goal-sheet')).toBeTruthy();
    await user.click(screen.getByTestId('goal-sheet-save'));
    await waitFor(() =>
      expect(standing(posted)).toEqual([
        expect.objectContaining({
          playerId: id(2),
          assistPlayerId: id(5),
          finishingType: expect.any(String),
        }),
      ]),
    );
    expect(screen.getByTestId('score-us').textContent).toBe('1');
  });
});

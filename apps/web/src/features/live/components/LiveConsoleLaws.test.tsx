import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, liveMatch, renderConsole as renderWith } from '../test/console-fixture';

/** The console in the states the Laws create (issue 9): engine state drives what is offered. */
const MATCH_ID = '55555555-5555-4555-8555-555555555555';
const baseMatch = liveMatch(MATCH_ID);
let seq = 100;
const e = (type: TMatchEvent['type'], period: TMatchEvent['period'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period, minute, second: 0, ...extra }) as TMatchEvent;

const renderConsole = (events: TMatchEvent[], match = baseMatch) => renderWith(match, events);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

// Each test renders the whole console; a busy CI machine needs more than the default 5 s.
describe('LiveConsole and the Laws', { timeout: 20_000 }, () => {
  it('shows a second yellow as a sending-off and offers no entry while the team is short', async () => {
    const { user } = renderConsole([
      e('period_start', 'first', 0),
      e('yellow_card', 'first', 3, { playerId: id(2) }),
      e('yellow_card', 'first', 8, { playerId: id(2) }),
    ]);
    // One line says it all: the countdown, who was sent off and why, and that they cannot return.
    expect(screen.getByTestId('man-down-us').textContent).toMatch(
      /^Inferioridad [12]:\d\d · 2 · Jugador 2 expulsado \(doble amarilla\), no puede volver$/,
    );
    expect(screen.getByTestId('status-strip').getAttribute('data-count')).toBe('1');
    const chip = screen.getByTestId('expelled').firstElementChild;
    expect(chip?.getAttribute('data-second-yellow')).toBe('true');
    expect(chip?.getAttribute('aria-label')).toBe('2 · Jugador 2 · doble amarilla');
    expect(screen.queryByTestId(`court-player-${id(2)}`)).toBeNull();
    // Four on court and a running window: "enter court" is not offered for a bench player.
    await user.click(screen.getByTestId(`bench-player-${id(6)}`));
    expect(screen.queryByTestId('action-enter')).toBeNull();
  });

  it('stops logging an abandoned match and says why', () => {
    renderConsole([
      e('period_start', 'first', 0),
      e('rival_red_card', 'first', 5),
      e('rival_red_card', 'first', 5),
      e('rival_red_card', 'first', 5),
    ]);
    expect(screen.getByTestId('match-abandoned').textContent).toMatch(/Partido suspendido/);
    expect(screen.getByTestId('period-label').textContent).toBe('Suspendido');
    for (const action of [
      'action-goal',
      'action-rival-goal',
      'action-foul',
      'action-foul-indirect',
    ]) {
      expect((screen.getByTestId(action) as HTMLButtonElement).disabled, action).toBe(true);
    }
    expect(screen.queryByTestId('period-end')).toBeNull();
    expect(screen.queryByTestId('clock-toggle')).toBeNull();
  });

  it('logs a foul not accumulated without counting it', async () => {
    const { posted, user } = renderConsole([e('period_start', 'first', 0)]);
    await user.click(screen.getByTestId('action-rival-foul-indirect'));
    await user.click(screen.getByTestId('action-rival-foul'));
    await waitFor(() => expect(posted.filter((x) => x.type === 'rival_foul')).toHaveLength(2));
    expect(posted[0]).toMatchObject({ type: 'rival_foul', accumulated: false });
    expect(posted[1]).not.toHaveProperty('accumulated');
    expect(screen.getByTestId('fouls-rival').getAttribute('data-count')).toBe('1');
  });

  it('offers kicks from the penalty mark after a level cup tie and logs them after the final whistle', async () => {
    const { posted, user } = renderConsole(
      [
        e('period_start', 'first', 0),
        e('period_end', 'first', 20),
        e('period_start', 'second', 20),
        e('period_end', 'second', 40),
      ],
      { ...baseMatch, type: 'cup', status: 'finished' },
    );
    expect(screen.getByTestId('shootout-score').textContent).toBe('0–0');
    await user.click(screen.getByTestId('kick-rival-missed'));
    await waitFor(() =>
      expect(posted[0]).toMatchObject({
        type: 'rival_shootout_kick',
        outcome: 'missed',
        period: 'second',
        minute: 40,
        second: 0,
      }),
    );
    expect(screen.queryByTestId('kick-rival-scored')).toBeNull();
    await user.click(screen.getByTestId(`kicker-${id(3)}`));
    await user.click(screen.getByTestId('kick-us-scored'));
    await waitFor(() =>
      expect(posted[1]).toMatchObject({
        type: 'shootout_kick',
        playerId: id(3),
        outcome: 'scored',
      }),
    );
    expect(screen.getByTestId('shootout-score').textContent).toBe('1–0');
    expect(screen.getByTestId('score-us').textContent).toBe('0');
  });

  it('offers no shoot-out in a league match', () => {
    renderConsole([
      e('period_start', 'first', 0),
      e('period_end', 'first', 20),
      e('period_start', 'second', 20),
      e('period_end', 'second', 40),
    ]);
    expect(screen.queryByTestId('shootout')).toBeNull();
  });
});

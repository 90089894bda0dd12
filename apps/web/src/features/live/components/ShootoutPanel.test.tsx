import { MatchLogBuilder } from '@futsal/shared/futsal/builder';
import { replayMatch } from '@futsal/shared/futsal/replay';
import type { TMatchRulesConfigInput } from '@futsal/shared/futsal/types';
import type { TShootoutOutcome } from '@futsal/shared/schemas/match-events';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { ShootoutPanel } from './ShootoutPanel';

const p = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const config: TMatchRulesConfigInput = {
  shootout: true,
  starters: [1, 2, 3, 4, 5].map(p),
  substitutes: [],
};
const players = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => [
    p(n),
    { id: p(n), name: `Jugador ${n}`, number: n, position: 'winger', status: 'available' },
  ]),
);

/** A 1–1 match over, then the given kicks ('u' ours by p1, 'r' the rival's). */
function stateAfter(kicks: [side: 'u' | 'r', outcome: TShootoutOutcome][]) {
  const b = new MatchLogBuilder();
  b.at('first', 0).push({ type: 'period_start' });
  b.at('first', 5)
    .push({ type: 'goal', playerId: p(1) })
    .push({ type: 'rival_goal' });
  b.at('first', 20).push({ type: 'period_end' });
  b.at('second', 20).push({ type: 'period_start' });
  b.at('second', 40).push({ type: 'period_end' });
  for (const [side, outcome] of kicks) {
    b.push(
      side === 'u'
        ? { type: 'shootout_kick', playerId: p(1), outcome }
        : { type: 'rival_shootout_kick', outcome },
    );
  }
  const state = replayMatch(config, b.events);
  expect(state.rejected).toEqual([]);
  return state;
}

function renderPanel(kicks: [side: 'u' | 'r', outcome: TShootoutOutcome][]) {
  const onKick = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <ShootoutPanel
        shootout={stateAfter(kicks).shootout}
        kickers={[p(1), p(2)]}
        players={players}
        teamName="Mi equipo"
        opponent="Rival FS"
        onKick={onKick}
      />
    </TestProviders>,
  );
  return { onKick, user: userEvent.setup() };
}

describe('ShootoutPanel (Law 10)', () => {
  it('offers both teams the first kick', () => {
    renderPanel([]);
    expect(screen.getByTestId('shootout-score').textContent).toBe('0–0');
    expect(screen.getByTestId('shootout-next').textContent).toMatch(/primer lanzamiento/);
    expect(screen.getByTestId('kick-us-scored')).toBeTruthy();
    expect(screen.getByTestId('kick-rival-scored')).toBeTruthy();
  });

  it('offers only the team whose turn it is, and our kick needs a kicker', async () => {
    const { onKick, user } = renderPanel([['r', 'scored']]);
    expect(screen.getByTestId('shootout-score').textContent).toBe('0–1');
    expect(screen.queryByTestId('kick-rival-scored')).toBeNull();
    expect(screen.getByTestId('shootout-next').textContent).toBe('Lanza: Mi equipo');
    const scored = screen.getByTestId('kick-us-scored') as HTMLButtonElement;
    expect(scored.disabled).toBe(true);
    await user.click(screen.getByTestId(`kicker-${p(2)}`));
    await user.click(screen.getByTestId('kick-us-saved'));
    expect(onKick).toHaveBeenCalledWith('us', 'saved', p(2));
  });

  it('shows the winner once settled and offers no more kicks', () => {
    renderPanel([
      ['u', 'scored'],
      ['r', 'missed'],
      ['u', 'scored'],
      ['r', 'missed'],
      ['u', 'scored'],
      ['r', 'saved'],
    ]);
    expect(screen.getByTestId('shootout-winner').textContent).toBe(
      'Mi equipo gana la tanda de penaltis 3–0',
    );
    expect(screen.queryByTestId('kick-us-scored')).toBeNull();
    expect(screen.queryByTestId('kick-rival-scored')).toBeNull();
    expect(
      screen.getByTestId('shootout-marks-rival').querySelectorAll('[data-outcome]'),
    ).toHaveLength(3);
  });
});

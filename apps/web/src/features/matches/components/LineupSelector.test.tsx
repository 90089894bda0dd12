import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import type { TSquadPlayer } from '../api/get-squad';
import { LineupSelector } from './LineupSelector';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const squad: TSquadPlayer[] = Array.from({ length: 16 }, (_, i) => ({
  id: id(i + 1),
  name: `Jugador ${i + 1}`,
  number: i + 1,
  position: 'winger',
  status: i === 15 ? 'injured' : 'available',
}));

function setup() {
  const onSave = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <LineupSelector squad={squad} onSave={onSave} />
    </TestProviders>,
  );
  return { onSave, user: userEvent.setup() };
}

const card = (n: number) => screen.getByTestId(`lineup-player-${id(n)}`);

describe('LineupSelector', () => {
  it('asks for exactly 5 starters', async () => {
    const { onSave, user } = setup();
    for (const n of [1, 2, 3, 4]) await user.click(card(n));
    await user.click(screen.getByTestId('lineup-save'));
    // The contract loads at the first tap (decision 0105): the check answers once it is in.
    expect((await screen.findByTestId('lineup-error')).textContent).toBe(
      'Debes seleccionar exactamente 5 jugadores titulares',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves on to the substitutes after the 5th starter, without an error', async () => {
    const { user } = setup();
    for (const n of [1, 2, 3, 4, 5]) await user.click(card(n));
    expect(screen.getByTestId('lineup-pick-substitutes').getAttribute('aria-pressed')).toBe('true');
    await user.click(card(6));
    expect(card(6).getAttribute('data-role')).toBe('substitute');
    expect(screen.queryByTestId('lineup-error')).toBeNull();
  });

  it('never lets a sixth starter in when starters are picked on purpose', async () => {
    const { user } = setup();
    for (const n of [1, 2, 3, 4, 5]) await user.click(card(n));
    await user.click(screen.getByTestId('lineup-pick-starters'));
    await user.click(card(6));
    expect(screen.getByTestId('lineup-error').textContent).toBe(
      'No se pueden seleccionar más de 5 titulares',
    );
    expect(card(6).getAttribute('data-role')).toBe('none');
    // A second tap on a starter takes it out; the free place takes another.
    await user.click(card(5));
    await user.click(card(6));
    expect(card(5).getAttribute('data-role')).toBe('none');
    expect(card(6).getAttribute('data-role')).toBe('starter');
  });

  it('allows at most 9 substitutes', async () => {
    const { user } = setup();
    for (const n of [1, 2, 3, 4, 5]) await user.click(card(n));
    // Starters are full: each further tap adds a substitute.
    for (let n = 6; n <= 14; n += 1) await user.click(card(n));
    expect(screen.queryByTestId('lineup-error')).toBeNull();
    await user.click(card(15));
    expect(screen.getByTestId('lineup-error').textContent).toBe(
      'No se pueden seleccionar más de 9 suplentes',
    );
    expect(card(15).getAttribute('data-role')).toBe('none');
  });

  it('copies the last lineup, leaving out who is unavailable now', async () => {
    const onSave = vi.fn();
    render(
      <TestProviders queryClient={createQueryClient()}>
        <LineupSelector
          squad={squad}
          lastLineup={{ starters: [1, 2, 3, 4, 5].map(id), substitutes: [id(6), id(16)] }}
          onSave={onSave}
        />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('lineup-copy-last'));
    expect(card(1).getAttribute('data-role')).toBe('starter');
    expect(card(6).getAttribute('data-role')).toBe('substitute');
    expect(card(16).getAttribute('data-role')).toBe('none');
    await user.click(screen.getByTestId('lineup-save'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      starters: [1, 2, 3, 4, 5].map(id),
      substitutes: [id(6)],
    });
  });

  it('shows injured players with the reason and does not select them', async () => {
    const { user } = setup();
    expect(within(card(16)).getByText('Lesionado')).toBeTruthy();
    expect((card(16) as HTMLButtonElement).disabled).toBe(true);
    await user.click(card(16)).catch(() => undefined);
    expect(card(16).getAttribute('data-role')).toBe('none');
  });

  it('saves a valid lineup', async () => {
    const { onSave, user } = setup();
    for (const n of [1, 2, 3, 4, 5]) await user.click(card(n));
    await user.click(card(6));
    await user.click(card(7)); // starters are full: a substitute
    await user.click(screen.getByTestId('lineup-save'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      starters: [1, 2, 3, 4, 5].map(id),
      substitutes: [id(6), id(7)],
    });
  });

  it('shows a player suspended for the match with the card and match, and still lets the coach pick them', async () => {
    const onSave = vi.fn();
    render(
      <TestProviders queryClient={createQueryClient()}>
        <LineupSelector
          squad={squad}
          onSave={onSave}
          suspended={[
            {
              playerId: id(2),
              name: 'Jugador 2',
              number: 2,
              cause: 'yellow_accumulation',
              sourceMatchId: id(99),
              sourceOpponent: 'Inter Movistar',
              sourceDate: '2026-03-07T17:30:00.000Z',
              yellowCount: 5,
              nth: 1,
              of: 2,
              override: '',
            },
          ]}
        />
      </TestProviders>,
    );
    expect(screen.getByTestId(`lineup-suspended-${id(2)}`).textContent).toBe(
      'Sancionado · 5.ª amarilla ante Inter Movistar (07/03/2026) · partido 1 de 2',
    );
    expect(screen.queryByTestId(`lineup-suspended-${id(1)}`)).toBeNull();
    await userEvent.setup().click(card(2));
    expect(card(2).getAttribute('data-role')).toBe('starter');
  });
});

import { MatchLogBuilder } from '@futsal/shared/futsal/builder';
import { replayMatch } from '@futsal/shared/futsal/replay';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { ExpelledChips } from './ExpelledChips';
import { LawsBanners } from './LawsBanners';

const p = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const config = { starters: [1, 2, 3, 4, 5].map(p), substitutes: [6, 7].map(p) };
const players = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((n) => [
    p(n),
    { id: p(n), name: `Jugador ${n}`, number: n, position: 'winger', status: 'available' },
  ]),
);

function show(b: MatchLogBuilder, liveSec: number) {
  const state = replayMatch(config, b.events);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <LawsBanners
        state={state}
        players={players}
        liveSec={liveSec}
        teamName="Mi equipo"
        opponent="Rival FS"
      />
      <ExpelledChips expelled={state.expelled} players={players} />
    </TestProviders>,
  );
  return state;
}

const kickedOff = () => new MatchLogBuilder().at('first', 0).push({ type: 'period_start' });

describe('LawsBanners and ExpelledChips', () => {
  it('announce a second yellow card as a sending-off that leaves the team short (Law 12)', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(2) });
    show(b, 8 * 60 + 30);
    expect(screen.getByTestId('second-yellow').textContent).toBe(
      '2 · Jugador 2 expulsado por doble amarilla: el equipo juega con uno menos 2 minutos',
    );
    const chip = screen.getByTestId('expelled').firstElementChild;
    expect(chip?.getAttribute('data-second-yellow')).toBe('true');
    expect(chip?.textContent).toBe('2 · Jugador 2 · doble amarilla');
    expect(screen.queryByTestId('match-abandoned')).toBeNull();
  });

  it('say a second yellow on the bench does not leave the team short, and stop announcing it after 2 minutes', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(7) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(7) });
    show(b, 9 * 60);
    expect(screen.getByTestId('second-yellow').textContent).toMatch(/no juega con uno menos/);
    const later = kickedOff();
    later.at('first', 3).push({ type: 'yellow_card', playerId: p(7) });
    later.at('first', 8).push({ type: 'yellow_card', playerId: p(7) });
    document.body.innerHTML = '';
    show(later, 10 * 60);
    expect(screen.queryByTestId('second-yellow')).toBeNull();
  });

  it('say why an abandoned match stopped (Law 3)', () => {
    const b = kickedOff();
    b.at('first', 6)
      .push({ type: 'rival_red_card' })
      .push({ type: 'rival_red_card' })
      .push({ type: 'rival_red_card' });
    const state = show(b, 6 * 60);
    expect(state.abandoned?.side).toBe('rival');
    expect(screen.getByTestId('match-abandoned').textContent).toMatch(
      /^Partido suspendidoRival FS se quedó con menos de 3 jugadores en el minuto 6/,
    );
  });
});

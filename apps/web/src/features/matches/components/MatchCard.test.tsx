import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/utils';
import { id, liveMatch } from '../../live/testing';
import { MatchCard } from './MatchCard';

const cup = {
  ...liveMatch('99999999-9999-4999-8999-999999999999'),
  type: 'cup' as const,
  status: 'finished' as const,
  score: { us: 1, rival: 1 },
};
let seq = 500;
const e = (type: TMatchEvent['type'], period: TMatchEvent['period'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period, minute, second: 0, ...extra }) as TMatchEvent;
const log: TMatchEvent[] = [
  e('period_start', 'first', 0),
  e('goal', 'first', 5, { playerId: id(2) }),
  e('period_end', 'first', 20),
  e('period_start', 'second', 20),
  e('rival_goal', 'second', 30),
  e('period_end', 'second', 40),
  // Best of 5, but 3–0 after three rounds settles it.
  ...[1, 2, 3].flatMap((n) => [
    e('shootout_kick', 'second', 40, { playerId: id(n), outcome: 'scored' }),
    e('rival_shootout_kick', 'second', 40, { outcome: 'missed' }),
  ]),
];

afterEach(() => vi.restoreAllMocks());

const card = (match = cup) =>
  render(
    <TestProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <MatchCard match={match} to="/x" onEdit={() => {}} onDelete={() => {}} />
      </MemoryRouter>
    </TestProviders>,
  );

describe('MatchCard', () => {
  it('shows the shoot-out of a level cup tie and colours the result by it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ events: log }));
    card();
    expect((await screen.findByTestId('shootout-chip')).textContent).toBe('Penaltis 3–0');
    expect(screen.getByTestId('score-chip').className).toMatch(/colorSuccess/);
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/events/match/${cup.id}`);
  });

  it('reads no log for a match that cannot have had kicks', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    card({ ...cup, type: 'league' } as unknown as typeof cup);
    expect(screen.queryByTestId('shootout-chip')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { ZPlayer, ZTeam, ZTeamSummary, ZUserResponse } from '@futsal/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { fakeJwt } from '../../../test/utils';
import {
  currentSubscriptionReply,
  reply,
  testPlayer,
  testTeam,
  testTeamSummary,
  testUser,
} from '../../../test/replies';
import type { TPlayer } from '@futsal/shared/schemas/player';
import { filterPlayers } from '../filter-players';
import { PlayersPage } from './PlayersPage';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const fetchMock = vi.fn<typeof fetch>();
const user = testUser();

let n = 0;
function player(
  name: string,
  number: number,
  status: TPlayer['status'],
  primary: TPlayer['positions']['primary'],
  secondary: TPlayer['positions']['secondary'] = '',
): TPlayer {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return testPlayer({ id, team: TEAM, name, number, positions: { primary, secondary }, status });
}

const squad = [
  player('Íñigo Sáenz', 1, 'available', 'goalkeeper'),
  player('Sergio Lozano', 10, 'injured', 'pivot', 'winger'),
  player('Raúl Campos', 7, 'suspended', 'winger'),
  player('Pablo Ramírez', 11, 'available', 'defender'),
  player('Carlos Ortiz', 17, 'inactive', 'universal'),
];

describe('filterPlayers', () => {
  it('searches names without accents or case, and numbers exactly', () => {
    expect(
      filterPlayers(squad, { query: 'inigo', status: '', position: '' }).map((p) => p.number),
    ).toEqual([1]);
    expect(
      filterPlayers(squad, { query: 'RA', status: '', position: '' }).map((p) => p.number),
    ).toEqual([7, 11]);
    expect(
      filterPlayers(squad, { query: '1', status: '', position: '' }).map((p) => p.number),
    ).toEqual([1]);
    expect(
      filterPlayers(squad, { query: '#10', status: '', position: '' }).map((p) => p.name),
    ).toEqual(['Sergio Lozano']);
  });
  it('filters by status and by primary or secondary position, combined with the search', () => {
    expect(
      filterPlayers(squad, { query: '', status: 'available', position: '' }).map((p) => p.number),
    ).toEqual([1, 11]);
    expect(
      filterPlayers(squad, { query: '', status: '', position: 'winger' }).map((p) => p.number),
    ).toEqual([10, 7]);
    expect(filterPlayers(squad, { query: 'raul', status: 'available', position: '' })).toEqual([]);
  });
});

describe('<PlayersPage />', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith(`/teams/${TEAM}/players`)) return reply(z.array(ZPlayer), squad);
      if (url.endsWith(`/teams/${TEAM}`)) return reply(ZTeamSummary, testTeamSummary({ id: TEAM }));
      return reply(ZUserResponse, { user });
    });
    localStorage.setItem(
      TOKEN_KEY,
      fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const names = () => screen.getAllByTestId('player-row-name').map((e) => e.textContent);

  it('lists the squad by number with coloured status chips, and filters by search and status', async () => {
    const router = createMemoryRouter(
      [{ path: '/teams/:teamId/players', element: <PlayersPage /> }],
      {
        initialEntries: [`/teams/${TEAM}/players`],
      },
    );
    render(
      <TestProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findAllByTestId('player-row');
    expect(names()).toEqual([
      'Íñigo Sáenz',
      'Raúl Campos',
      'Sergio Lozano',
      'Pablo Ramírez',
      'Carlos Ortiz',
    ]);
    const injured = screen.getAllByTestId('player-row')[2];
    expect(
      within(injured as HTMLElement)
        .getAllByTestId('player-status')[0]
        ?.getAttribute('data-status'),
    ).toBe('injured');
    expect(within(injured as HTMLElement).getAllByText('Lesionado').length).toBeGreaterThan(0);

    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Buscar'), 'ra');
    await waitFor(() => expect(names()).toEqual(['Raúl Campos', 'Pablo Ramírez']));
    await u.click(screen.getByTestId('status-filter-available'));
    await waitFor(() => expect(names()).toEqual(['Pablo Ramírez']));
    await u.click(screen.getByTestId('status-filter-injured'));
    expect(await screen.findByTestId('players-no-results')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(names()).toHaveLength(5));
  });

  it("shows the plan's usage and limit to the team's owner only: a coach works under the owner's plan", async () => {
    // 15 players: the limit of the free plan, which is the signed-in user's own here.
    const full = Array.from({ length: 15 }, (_, i) =>
      player(`Jugador ${i + 1}`, i + 1, 'available', 'winger'),
    );
    for (const role of ['owner', 'coach'] as const) {
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        if (url.endsWith(`/teams/${TEAM}/players`)) return reply(z.array(ZPlayer), full);
        if (url.endsWith(`/teams/${TEAM}`))
          return reply(ZTeamSummary, testTeamSummary({ id: TEAM }));
        if (url.endsWith('/teams')) return reply(z.array(ZTeam), [testTeam({ id: TEAM, role })]);
        if (url.endsWith('/subscriptions/current')) return currentSubscriptionReply('none');
        return reply(ZUserResponse, { user });
      });
      const router = createMemoryRouter(
        [{ path: '/teams/:teamId/players', element: <PlayersPage /> }],
        { initialEntries: [`/teams/${TEAM}/players`] },
      );
      const view = render(
        <TestProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </TestProviders>,
      );
      await screen.findAllByTestId('player-row');
      if (role === 'owner') {
        expect(await screen.findByTestId('usage-players')).toBeTruthy();
        expect(await screen.findByTestId('limit-players')).toBeTruthy();
        expect(screen.queryByTestId('player-create')).toBeNull();
      } else {
        // The coach's own plan is full, the team's is the owner's: adding stays offered.
        await screen.findByTestId('player-create');
        expect(screen.queryByTestId('usage-players')).toBeNull();
        expect(screen.queryByTestId('limit-players')).toBeNull();
      }
      view.unmount();
    }
  });
});

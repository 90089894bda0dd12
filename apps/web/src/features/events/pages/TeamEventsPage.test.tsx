import { ZCompetition, ZMatch, ZPlayer, ZTeamEventsResponse, ZTeamSummary } from '@futsal/shared';
import type { TTeamEventRow, TTeamEventsResponse } from '@futsal/shared/schemas/stats';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt } from '../../../test/utils';
import { reply, testTeamSummary } from '../../../test/replies';
import { TeamEventsPage } from './TeamEventsPage';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const MATCH = '00000000-0000-4000-8000-0000000000aa';
const P1 = '00000000-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();

const row = (
  seq: number,
  event: TTeamEventRow['event'],
  side: TTeamEventRow['side'] = 'us',
): TTeamEventRow => ({
  matchId: MATCH,
  matchDate: '2026-03-14T17:30:00.000Z',
  opponent: 'Inter Movistar',
  matchType: 'league',
  competitionId: null,
  competitionName: null,
  seq,
  display: `${event.minute}'`,
  side,
  event,
});
const goal = row(2, {
  id: '00000000-0000-4000-8000-0000000000b2',
  type: 'goal',
  period: 'first',
  minute: 4,
  second: 0,
  playerId: P1,
});
const foul = row(3, {
  id: '00000000-0000-4000-8000-0000000000b3',
  type: 'foul',
  period: 'first',
  minute: 6,
  second: 0,
  playerId: P1,
});
const rival = row(
  4,
  {
    id: '00000000-0000-4000-8000-0000000000b4',
    type: 'rival_goal',
    period: 'first',
    minute: 9,
    second: 0,
  },
  'rival',
);

function eventsReply(url: URL): TTeamEventsResponse {
  const type = url.searchParams.get('type');
  const items = [goal, foul, rival].filter((r) => !type || r.event.type === type);
  return {
    items,
    total: items.length,
    page: Number(url.searchParams.get('page')),
    pageSize: Number(url.searchParams.get('pageSize')),
    players: { [P1]: { name: 'Ana Ruiz', number: 10 } },
  };
}

const eventCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname.endsWith(`/events/team/${TEAM}`));

describe('<TeamEventsPage />', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith(`/events/team/${TEAM}`))
        return reply(ZTeamEventsResponse, eventsReply(url));
      if (url.pathname.endsWith(`/teams/${TEAM}/players`)) return reply(z.array(ZPlayer), []);
      if (url.pathname.endsWith(`/matches/team/${TEAM}`)) return reply(z.array(ZMatch), []);
      if (url.pathname.endsWith(`/tournaments/team/${TEAM}`))
        return reply(z.array(ZCompetition), []);
      return reply(ZTeamSummary, testTeamSummary({ id: TEAM }));
    });
    localStorage.setItem(
      TOKEN_KEY,
      fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderAt = (path: string) => {
    const router = createMemoryRouter(
      [{ path: '/teams/:teamId/events', element: <TeamEventsPage /> }],
      { initialEntries: [path] },
    );
    render(
      <TestProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    return router;
  };
  const types = () => screen.getAllByTestId('event-row-type').map((e) => e.textContent?.trim());

  it('filters by type through the URL, asks the API for that type and links each row to its match details', async () => {
    const router = renderAt(`/teams/${TEAM}/events`);
    await waitFor(() => expect(types()).toEqual(['Gol', 'Falta', 'Gol rival']));
    expect(screen.getAllByTestId('event-row-link')[0]?.getAttribute('href')).toBe(
      `/teams/${TEAM}/matches/${MATCH}/details`,
    );
    expect(screen.getByTestId('events-total').textContent).toBe('3 eventos');

    const u = userEvent.setup();
    await u.click(screen.getByTestId('events-filter-type'));
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Gol' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=goal'));
    await waitFor(() => expect(types()).toEqual(['Gol']));
    expect(eventCalls().at(-1)?.searchParams.get('type')).toBe('goal');

    await u.click(screen.getByTestId('events-clear-filters'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(types()).toHaveLength(3));
  });

  it('reads the filters from the URL on arrival and never sends a malformed one', async () => {
    renderAt(`/teams/${TEAM}/events?type=rival_goal&player=nope&page=0`);
    await waitFor(() => expect(types()).toEqual(['Gol rival']));
    const sent = eventCalls()[0];
    expect(sent?.searchParams.get('type')).toBe('rival_goal');
    expect(sent?.searchParams.has('playerId')).toBe(false);
    expect(sent?.searchParams.get('page')).toBe('1');
  });

  it('shows an empty state that offers to clear the filters when none match', async () => {
    renderAt(`/teams/${TEAM}/events?type=red_card`);
    const empty = await screen.findByTestId('events-empty');
    expect(empty.textContent).toContain('Ningún evento coincide con estos filtros');
  });
});

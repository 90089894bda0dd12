import { ZTeamStatsResponse } from '@futsal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { emptyTeamStats, leagueOnlyStats, MATCH_1, TEAM_ID, teamStats } from '../test/fixtures';
import { fetchMock, mockApi, requested } from '../test/mock-api';
import { TeamSummaryPage } from './TeamSummaryPage';

function renderAt(search: string) {
  return renderWithApp(<TeamSummaryPage />, {
    path: '/teams/:teamId/summary',
    at: `/teams/${TEAM_ID}/summary${search}`,
  }).router;
}

describe('<TeamSummaryPage />', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with a season', () => {
    beforeEach(() =>
      mockApi((url) => {
        if (url.pathname !== `/api/stats/team/${TEAM_ID}`) return undefined;
        return reply(
          ZTeamStatsResponse,
          url.searchParams.get('type') === 'league' ? leagueOnlyStats() : teamStats(),
        );
      }),
    );

    it('shows the KPIs, and a match type filter changes the figures and the URL', async () => {
      const router = renderAt('');
      expect(await screen.findByTestId('kpi-points')).toHaveProperty('textContent', '6');
      expect(screen.getByTestId('kpi-record').textContent).toBe('2-0-0');
      expect(screen.getByTestId('kpi-goal-difference').textContent).toBe('+4');
      expect(
        screen.getByTestId('kpi-form-badges').querySelectorAll('[data-result="W"]'),
      ).toHaveLength(2);
      // Totals never mix friendlies silently: the page says they are in.
      expect(screen.getByTestId('stats-period').textContent).toContain('amistosos incluidos');
      // The sections below the KPIs mount a commit each (decision 0102).
      const recent = within(await screen.findByTestId('recent-results')).getAllByRole('link');
      expect(recent[0]?.getAttribute('href')).toBe(`/teams/${TEAM_ID}/matches/${MATCH_1}/details`);
      expect(
        within(await screen.findByTestId('top-goals')).getAllByRole('link')[0]?.textContent,
      ).toContain('Álvaro Núñez');

      const u = userEvent.setup();
      await u.click(
        screen
          .getByTestId('filter-type')
          .parentElement?.querySelector('[role="combobox"]') as HTMLElement,
      );
      await u.click(await screen.findByRole('option', { name: 'Liga' }));
      await waitFor(() => expect(screen.getByTestId('kpi-points').textContent).toBe('3'));
      expect(router.state.location.search).toBe('?type=league');
      expect(
        requested().some(
          (r) =>
            r.pathname.endsWith(`/stats/team/${TEAM_ID}`) &&
            r.searchParams.get('type') === 'league',
        ),
      ).toBe(true);
      expect(screen.getByTestId('stats-period').textContent).toContain(
        'Solo partidos de tipo Liga',
      );
    });

    it('reads its filters from the URL (a reload or shared link keeps them)', async () => {
      renderAt('?range=30d&venue=home');
      await screen.findByTestId('kpi-points');
      const call = requested().find((r) => r.pathname.endsWith(`/stats/team/${TEAM_ID}`));
      expect(call?.searchParams.get('range')).toBe('30d');
      expect(call?.searchParams.get('venue')).toBe('home');
      expect(screen.getByTestId('range-30d').getAttribute('aria-pressed')).toBe('true');
    });

    it('switching to last 90 days asks for that range', async () => {
      const router = renderAt('');
      await screen.findByTestId('kpi-points');
      await userEvent.setup().click(screen.getByTestId('range-90d'));
      await waitFor(() => expect(router.state.location.search).toBe('?range=90d'));
      await waitFor(() =>
        expect(requested().some((r) => r.searchParams.get('range') === '90d')).toBe(true),
      );
    });
  });

  it('shows skeletons while loading, then invites logging a first match when the season is empty', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockApi(() => undefined);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://app.test').pathname !== `/api/stats/team/${TEAM_ID}`)
        return base?.(input, init) ?? jsonResponse({});
      await gate;
      return reply(ZTeamStatsResponse, emptyTeamStats());
    });
    renderAt('');
    expect(await screen.findByTestId('stats-loading')).toBeTruthy();
    release();
    const empty = await screen.findByTestId('stats-empty');
    expect(within(empty).getByTestId('stats-empty-log').getAttribute('href')).toBe(
      `/teams/${TEAM_ID}/matches`,
    );
  });

  it('an empty filtered period offers to clear the filters instead', async () => {
    mockApi((url) =>
      url.pathname === `/api/stats/team/${TEAM_ID}`
        ? reply(ZTeamStatsResponse, emptyTeamStats())
        : undefined,
    );
    const router = renderAt('?type=cup');
    await userEvent.setup().click(await screen.findByTestId('stats-empty-clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses a reply that breaks the contract with a clear error', async () => {
    mockApi((url) =>
      url.pathname === `/api/stats/team/${TEAM_ID}`
        ? jsonResponse({ statistics: { wins: 'many' } })
        : undefined,
    );
    renderAt('');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudieron cargar las estadísticas',
    );
  });
});

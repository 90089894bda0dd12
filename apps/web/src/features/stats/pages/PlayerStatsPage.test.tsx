import { ZPlayerStatsResponse } from '@futsal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { MATCH_1, PLAYER_A, playerStats, TEAM_ID } from '../test/fixtures';
import { mockApi, requested } from '../test/mock-api';
import { PlayerStatsPage } from './PlayerStatsPage';

describe('<PlayerStatsPage />', { timeout: 20_000 }, () => {
  beforeEach(() =>
    mockApi((url) =>
      url.pathname === `/api/stats/player/${PLAYER_A}`
        ? reply(ZPlayerStatsResponse, playerStats())
        : undefined,
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('shows totals, per-40 rates, participation and a row per match linking to its details', async () => {
    renderWithApp(<PlayerStatsPage />, {
      path: '/teams/:teamId/players/:playerId/stats',
      at: `/teams/${TEAM_ID}/players/${PLAYER_A}/stats?range=90d`,
    });
    expect((await screen.findByTestId('player-goals')).textContent).toBe('3');
    expect(screen.getByTestId('player-minutes').textContent).toBe('40');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Álvaro Núñez');
    expect(
      within(screen.getByTestId('player-participation')).getByText('No convocado · 1'),
    ).toBeTruthy();
    // The sections below the totals mount a commit each (decision 0102).
    const table = await screen.findByTestId('player-matches-table');
    expect(within(table).getByRole('link', { name: 'Inter Ribera' }).getAttribute('href')).toBe(
      `/teams/${TEAM_ID}/matches/${MATCH_1}/details`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('report-player')).toBeTruthy();
    expect(
      requested()
        .find((u) => u.pathname.includes('/stats/player/'))
        ?.searchParams.get('range'),
    ).toBe('90d');
  });

  it("shows the player's shots on the court, by zone and in the goal, with a text alternative", async () => {
    renderWithApp(<PlayerStatsPage />, {
      path: '/teams/:teamId/players/:playerId/stats',
      at: `/teams/${TEAM_ID}/players/${PLAYER_A}/stats`,
    });
    const section = await screen.findByTestId('player-shots');
    // One goal placed in the central area: one filled dot of ours, no rival key.
    const map = within(section).getByTestId('player-shot-map');
    expect(map.querySelector('path[data-side=us][data-goal]')?.getAttribute('data-count')).toBe(
      '1',
    );
    expect(map.querySelector('path[data-side=rival]')).toBeNull();
    const heat = within(section).getByTestId('zone-heat-us');
    expect(heat.querySelector('path[data-zone=area_central]')?.getAttribute('data-shots')).toBe(
      '1',
    );
    expect(within(heat).getByRole('img').getAttribute('aria-label')).toContain('1 goles');
    expect(within(section).getByRole('listitem', { name: /: 1$/ })).toBeTruthy();
    expect(within(section).queryByTestId('zone-heat-rival')).toBeNull();
    // One shot is far below the finishing threshold: the note says what it waits for.
    expect(within(section).getByTestId('finishing-note').textContent).toBe(
      'Goles frente al modelo a partir de 50 tiros (van 1).',
    );
  });
});

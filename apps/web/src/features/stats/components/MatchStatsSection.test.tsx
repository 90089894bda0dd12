import { ZErrorBody, ZMatchStatsResponse } from '@futsal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { MATCH_1, matchStats, TEAM_ID } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { MatchStatsSection } from './MatchStatsSection';

describe('<MatchStatsSection />', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's match figures and player lines", async () => {
    mockApi((url) =>
      url.pathname === `/api/stats/match/${MATCH_1}`
        ? reply(ZMatchStatsResponse, matchStats())
        : undefined,
    );
    renderWithApp(<MatchStatsSection teamId={TEAM_ID} matchId={MATCH_1} />);
    const figures = await screen.findByTestId('match-stats-figures');
    expect(within(figures).getByText('Tiros a puerta · 5/7')).toBeTruthy();
    expect(within(figures).getByText('Fueras de juego · 1')).toBeTruthy();
    expect(within(screen.getByTestId('players-table')).getByText('7. Álvaro Núñez')).toBeTruthy();
  });

  it('says so when the figures cannot load, without breaking the page', async () => {
    mockApi((url) =>
      url.pathname === `/api/stats/match/${MATCH_1}`
        ? reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'Partido no encontrado' } }, 404)
        : undefined,
    );
    renderWithApp(<MatchStatsSection teamId={TEAM_ID} matchId={MATCH_1} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Partido no encontrado');
  });
});

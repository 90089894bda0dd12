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
    // Rotations (issue 37): 4 stints, 6:15 on average, 9:00 the longest, 40 min work to 20 rest.
    const row = within(screen.getByTestId('rotations-table'))
      .getByText('Álvaro Núñez')
      .closest('tr');
    const cells = [...(row?.querySelectorAll('td, th') ?? [])].map((c) => c.textContent);
    expect(cells).toEqual(['Álvaro Núñez', '4', '6:15', '9:00', '40', '20', '20', '1:0.5', '0:00']);
    expect(screen.getByText('Sin parejas registradas.')).toBeTruthy();
  });

  it('draws the shot map of both teams, the xG and the game states (issue 38)', async () => {
    mockApi((url) =>
      url.pathname === `/api/stats/match/${MATCH_1}`
        ? reply(ZMatchStatsResponse, matchStats())
        : undefined,
    );
    renderWithApp(<MatchStatsSection teamId={TEAM_ID} matchId={MATCH_1} />);
    const map = await screen.findByTestId('shot-map');
    // Ours attack the right goal, the rival's the left one: one court shows both.
    const ours = map.querySelector('path[data-side="us"][data-goal="true"]');
    const theirs = map.querySelector('path[data-side="rival"]:not([data-goal])');
    expect(ours?.getAttribute('data-count')).toBe('1');
    // The goal's ring starts at its leftmost point: x 0.95 → 38 m, less its radius.
    const r = 0.3 + Math.sqrt(0.3) * 0.9;
    expect(ours?.getAttribute('d')).toMatch(new RegExp(`^M${(38 - r).toFixed(2)} 10\\.00a`));
    // The rival's shot, turned round: x 0.6 → 16 m from our goal line.
    expect(theirs?.getAttribute('d')).toMatch(/^M15\.\d\d 12\.00a/);
    expect(screen.getByTestId('xg-summary').textContent).toContain('xG a favor 0.30');
    const states = within(screen.getByTestId('game-states'));
    expect(states.getByText('5 contra 5').closest('tr')?.textContent).toContain('40');
    // Zone heat maps beside the dots (decision 0170): each side's zone shaded with its shots.
    const heatUs = screen.getByTestId('zone-heat-us');
    expect(heatUs.querySelector('[data-zone=area_central]')?.getAttribute('data-shots')).toBe('1');
    expect(heatUs.querySelector('[data-zone=long]')?.getAttribute('data-shots')).toBe('0');
    const heatRival = screen.getByTestId('zone-heat-rival');
    expect(within(heatRival).getByRole('img').getAttribute('aria-label')).toContain(
      'Lejos: 1 tiros, 0 goles',
    );
  });

  it('says in words how finishing compares with the model once there are enough shots', async () => {
    const stats = matchStats();
    stats.shotFigures.shots.for = 50;
    stats.shotFigures.goals.for = 9;
    stats.shotFigures.xg.for = 5.84;
    mockApi((url) =>
      url.pathname === `/api/stats/match/${MATCH_1}`
        ? reply(ZMatchStatsResponse, stats)
        : undefined,
    );
    renderWithApp(<MatchStatsSection teamId={TEAM_ID} matchId={MATCH_1} />);
    const note = await screen.findByTestId('finishing-note');
    expect(note.getAttribute('data-tone')).toBe('above');
    expect(note.textContent).toBe(
      'Marca 3,2 goles más de lo que el modelo espera de estas ocasiones (9 goles, 5,8 xG).',
    );
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

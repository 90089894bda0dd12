import { ZTeamStatsResponse } from '@futsal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { TEAM_ID, teamStats } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { TeamStatsPage } from './TeamStatsPage';

const { createObjectURL } = URL;

describe('<TeamStatsPage />', { timeout: 20_000 }, () => {
  const csv: Blob[] = [];
  beforeEach(() => {
    csv.length = 0;
    mockApi((url) =>
      url.pathname === `/api/stats/team/${TEAM_ID}`
        ? reply(ZTeamStatsResponse, teamStats())
        : undefined,
    );
    URL.createObjectURL = (b: Blob) => {
      csv.push(b);
      return 'blob:test';
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const firstColumn = () =>
    within(screen.getByTestId('players-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);

  it('sorts the player table by any column, both ways', async () => {
    renderWithApp(<TeamStatsPage />, {
      path: '/teams/:teamId/stats',
      at: `/teams/${TEAM_ID}/stats`,
    });
    await screen.findByTestId('players-table');
    expect(firstColumn()).toEqual(['7. Álvaro Núñez', '10. Bea "La Roca" Gil']); // by goals, most first
    const u = userEvent.setup();
    await u.click(screen.getByTestId('players-table-sort-assists'));
    expect(firstColumn()).toEqual(['10. Bea "La Roca" Gil', '7. Álvaro Núñez']);
    await u.click(screen.getByTestId('players-table-sort-assists'));
    expect(firstColumn()).toEqual(['7. Álvaro Núñez', '10. Bea "La Roca" Gil']);
    expect(screen.getByTestId('figure-ten-metre').textContent).toBe('1 – 0');
    expect(within(screen.getByTestId('splits-table')).getByText('Amistoso')).toBeTruthy();
    expect(within(screen.getByTestId('quintets-table')).getByText(/Álvaro Núñez · /)).toBeTruthy();
  });

  it('exports the player table as CSV that Excel reads with accents', async () => {
    renderWithApp(<TeamStatsPage />, {
      path: '/teams/:teamId/stats',
      at: `/teams/${TEAM_ID}/stats`,
    });
    await userEvent.setup().click(await screen.findByTestId('players-table-csv'));
    await waitFor(() => expect(csv).toHaveLength(1));
    const bytes = new Uint8Array(await csv[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'Jugador,Partidos jugados,Titularidades,Minutos jugados,Goles,Asistencias,Tiros,Tiros a puerta,Faltas,Tarjetas amarillas,Tarjetas rojas,Más/menos en pista',
    );
    expect(lines[1]).toBe('Álvaro Núñez,2,2,40,3,1,5,4,1,0,0,2');
    expect(lines[2]).toBe('"Bea ""La Roca"" Gil",2,2,50,1,2,3,2,1,0,0,0');
  });
});

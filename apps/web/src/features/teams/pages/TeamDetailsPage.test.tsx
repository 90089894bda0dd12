import {
  ZCompetitionList,
  ZMatchList,
  ZTeamList,
  ZTeamSummary,
  ZUserResponse,
  type TTeam,
} from '@futsal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reply,
  TEST_TEAM_ID,
  testCompetition,
  testMatch,
  testTeam,
  testTeamSummary,
  testUser,
} from '../../../test/replies';
import { renderWithApp, storeValidToken } from '../../../test/utils';
import { guideDismissedKey } from '../lib/guide-dismissal';
import { TeamDetailsPage } from './TeamDetailsPage';

const fetchMock = vi.fn<typeof fetch>();
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);

/** The team page's replies for a team with `players` players, `competitions` and `matches`. */
function serve(players: number, competitions: number, matches: number) {
  const team: TTeam = testTeam({ players: ids(players) });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/teams')) return reply(ZTeamList, [team]);
    if (url.endsWith(`/teams/${TEST_TEAM_ID}`)) return reply(ZTeamSummary, testTeamSummary());
    if (url.includes(`/matches/team/${TEST_TEAM_ID}`))
      return reply(
        ZMatchList,
        ids(matches).map((id) => testMatch({ id, date: '2099-03-01T18:00:00+01:00' })),
      );
    if (url.includes(`/tournaments/team/${TEST_TEAM_ID}`))
      return reply(
        ZCompetitionList,
        ids(competitions).map((id) => testCompetition({ id, name: 'Liga Tercera' })),
      );
    return reply(ZUserResponse, { user: testUser() });
  });
}

/** The page draws its replies at a transition's priority (decision 0104): slow on busy cores. */
const LATE = { timeout: 20_000 };

const open = () =>
  renderWithApp(<TeamDetailsPage />, { path: '/teams/:teamId', at: `/teams/${TEST_TEAM_ID}` });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

describe('<TeamDetailsPage /> guided path', { timeout: 60_000 }, () => {
  it('guides a new team, players first, and leads the next-match card to the squad', async () => {
    serve(0, 0, 0);
    open();
    await screen.findByTestId('guided-path', {}, LATE);
    expect(screen.getByTestId('guide-step-players').dataset.state).toBe('next');
    expect(await screen.findByTestId('next-match-add-players', {}, LATE)).toBeTruthy();
    expect(screen.queryByTestId('next-match-create')).toBeNull();
  });

  it('is not there for a team already set up', async () => {
    serve(5, 1, 1);
    open();
    // Every reply in: the team's full record (its coach), its match and its competition.
    await screen.findByText(/Ana Gil/, {}, LATE);
    await screen.findByTestId('next-match-opponent', {}, LATE);
    await screen.findByText('Liga Tercera', {}, LATE);
    expect(screen.queryByTestId('guided-path')).toBeNull();
  });

  it('stays closed for the team once its close button is pressed', async () => {
    serve(2, 0, 0);
    const first = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ocultar la guía' }, LATE));
    await waitFor(() => expect(screen.queryByTestId('guided-path')).toBeNull());
    expect(localStorage.getItem(guideDismissedKey(TEST_TEAM_ID))).toBe('1');
    first.unmount();

    open();
    await screen.findByTestId('next-match-add-players', {}, LATE);
    expect(screen.queryByTestId('guided-path')).toBeNull();
  });
});

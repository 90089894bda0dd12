import {
  ZCompetitionList,
  ZMatchList,
  ZPlayerList,
  ZTeamList,
  ZUserResponse,
  type TTeamRole,
} from '@futsal/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reply,
  TEST_TEAM_ID,
  testMatch,
  testPlayer,
  testTeam,
  testUser,
} from '../../../test/replies';
import { renderWithApp, storeValidToken } from '../../../test/utils';
import { useTeamRole } from '../../teams';
import { MatchesPage } from './MatchesPage';

const fetchMock = vi.fn<typeof fetch>();
const MATCH = '00000000-0000-4000-8000-000000000001';

function serve(role: TTeamRole) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/teams')) return reply(ZTeamList, [testTeam({ role })]);
    if (url.includes(`/matches/team/${TEST_TEAM_ID}`))
      return reply(ZMatchList, [testMatch({ id: MATCH, date: '2099-03-01T18:00:00+01:00' })]);
    if (url.includes(`/tournaments/team/${TEST_TEAM_ID}`)) return reply(ZCompetitionList, []);
    if (url.includes(`/teams/${TEST_TEAM_ID}/players`))
      return reply(
        ZPlayerList,
        Array.from({ length: 6 }, (_, i) =>
          testPlayer({ id: `00000000-0000-4000-8000-1000000000${i}0`, number: i + 1 }),
        ),
      );
    return reply(ZUserResponse, { user: testUser() });
  });
}

/** Shows the role once GET /teams has answered: the page's buttons are drawn by then. */
function RoleProbe() {
  return <span data-testid="probe">{useTeamRole(TEST_TEAM_ID) ?? ''}</span>;
}

async function open(role: TTeamRole) {
  serve(role);
  renderWithApp(
    <>
      <RoleProbe />
      <MatchesPage />
    </>,
    { path: '/teams/:teamId/matches', at: `/teams/${TEST_TEAM_ID}/matches` },
  );
  await screen.findByTestId(`match-card-${MATCH}`, {}, { timeout: 20_000 });
  expect((await screen.findByText(role)).dataset.testid).toBe('probe');
}

const shown = (testId: string) => screen.queryByTestId(testId) !== null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

describe("<MatchesPage /> follows the caller's role (decision 0181)", { timeout: 60_000 }, () => {
  it.each(['owner', 'coach'] as const)('lets the %s add, edit and delete matches', async (role) => {
    await open(role);
    expect(shown('new-match')).toBe(true);
    expect(shown(`edit-match-${MATCH}`)).toBe(true);
    expect(shown(`delete-match-${MATCH}`)).toBe(true);
  });

  it.each(['assistant', 'analyst', 'medical'] as const)(
    'shows the %s the matches without their changes',
    async (role) => {
      await open(role);
      expect(shown('new-match')).toBe(false);
      expect(shown(`edit-match-${MATCH}`)).toBe(false);
      expect(shown(`delete-match-${MATCH}`)).toBe(false);
      // The match still opens.
      expect(screen.getByTestId(`match-card-${MATCH}`).querySelector('a')).not.toBeNull();
    },
  );
});

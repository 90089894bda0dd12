import {
  ZCompetitionList,
  ZMatchList,
  ZTeamList,
  ZTeamSummary,
  ZUserResponse,
  type TTeamRole,
} from '@futsal/shared';
import { screen } from '@testing-library/react';
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
import { TeamDetailsPage } from './TeamDetailsPage';

const fetchMock = vi.fn<typeof fetch>();
const MATCH = '00000000-0000-4000-8000-000000000001';
const COMPETITION = '00000000-0000-4000-8000-000000000002';

/** A team set up (players, a competition, a match) on which the caller has `role`. */
function serve(role: TTeamRole) {
  const players = Array.from(
    { length: 6 },
    (_, i) => `00000000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`,
  );
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/teams')) return reply(ZTeamList, [testTeam({ players, role })]);
    if (url.endsWith(`/teams/${TEST_TEAM_ID}`)) return reply(ZTeamSummary, testTeamSummary());
    if (url.includes(`/matches/team/${TEST_TEAM_ID}`))
      return reply(ZMatchList, [testMatch({ id: MATCH, date: '2099-03-01T18:00:00+01:00' })]);
    if (url.includes(`/tournaments/team/${TEST_TEAM_ID}`))
      return reply(ZCompetitionList, [testCompetition({ id: COMPETITION, name: 'Liga Tercera' })]);
    return reply(ZUserResponse, { user: testUser() });
  });
}

/** The page draws its replies at a transition's priority (decision 0104): slow on busy cores. */
const LATE = { timeout: 20_000 };

/** Opens the page and waits for every reply: the team's record, its match, its competition. */
async function open(role: TTeamRole) {
  serve(role);
  renderWithApp(<TeamDetailsPage />, { path: '/teams/:teamId', at: `/teams/${TEST_TEAM_ID}` });
  await screen.findByText(/Ana Gil/, {}, LATE);
  await screen.findByTestId('next-match-opponent', {}, LATE);
  await screen.findByText('Liga Tercera', {}, LATE);
}

const shown = (testId: string) => screen.queryByTestId(testId) !== null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

describe(
  "<TeamDetailsPage /> follows the caller's role (decision 0181)",
  { timeout: 60_000 },
  () => {
    it('offers the owner every action, with no role badge', async () => {
      await open('owner');
      expect(shown('team-details-edit')).toBe(true);
      expect(shown('team-details-delete')).toBe(true);
      expect(shown('export-team')).toBe(true);
      expect(shown('report-team')).toBe(true);
      expect(shown('team-new-competition')).toBe(true);
      expect(shown('team-link-competitions')).toBe(true);
      expect(shown('role-badge')).toBe(false);
    });

    it('lets a coach edit, but neither delete the team nor export its data', async () => {
      await open('coach');
      expect(shown('team-details-edit')).toBe(true);
      expect(shown('team-details-delete')).toBe(false);
      expect(shown('export-team')).toBe(false);
      expect(shown('team-new-competition')).toBe(true);
      expect(screen.getByTestId('role-badge').textContent).toBe('Entrenador');
    });

    it.each([
      ['assistant', 'Ayudante', true],
      ['analyst', 'Analista', true],
      ['medical', 'Médico', false],
    ] as const)(
      'shows a %s no change of the team, and the reports if the role reads them',
      async (role, name, reports) => {
        await open(role);
        expect(screen.getByTestId('role-badge').textContent).toBe(name);
        for (const action of [
          'team-details-edit',
          'team-details-delete',
          'export-team',
          'team-new-competition',
          'team-link-competitions',
          'next-match-create',
        ])
          expect(shown(action), action).toBe(false);
        expect(shown('report-team')).toBe(reports);
        // What every role reads is still there.
        expect(shown('team-link-matches')).toBe(true);
        // The match opens for all; only a logger is offered to pick its squad or start it live.
        const way = screen.getByTestId('next-match-open').textContent;
        if (role !== 'assistant') expect(way).toBe('Abrir partido');
      },
    );
  },
);

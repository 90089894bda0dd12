import {
  ZCompetitionList,
  ZErrorBody,
  ZTeamList,
  ZUserResponse,
  can,
  type TTeamRole,
} from '@futsal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, TEST_TEAM_ID, testTeam, testTeamSummary, testUser } from '../../test/replies';
import { renderWithApp, storeValidToken } from '../../test/utils';
import { SideMenu } from './SideMenu';

const fetchMock = vi.fn<typeof fetch>();

/** The entry, when drawn and not held in its place for the role to come. */
const shown = (nav: HTMLElement, id: string) => {
  const entry = within(nav).queryByTestId(id);
  return entry && !entry.closest('[aria-hidden="true"]') ? entry : null;
};

function serve(role: TTeamRole | 'never') {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/teams'))
      return role === 'never'
        ? new Promise<Response>(() => {})
        : reply(ZTeamList, [testTeam({ role })]);
    if (url.includes(`/tournaments/team/${TEST_TEAM_ID}`)) return reply(ZCompetitionList, []);
    if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user: testUser() });
    return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
}

async function open(role: TTeamRole | 'never') {
  serve(role);
  renderWithApp(<SideMenu collapsed={false} teamId={TEST_TEAM_ID} team={testTeamSummary()} />, {
    path: '/teams/:teamId',
    at: `/teams/${TEST_TEAM_ID}`,
  });
  // The competitions' reply is in: the group is drawn whole.
  await screen.findByText('Aún no hay competiciones', {}, { timeout: 20_000 });
  return screen.getByTestId('side-menu');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

describe(
  "the side menu follows the caller's role on the team (decision 0181)",
  { timeout: 60_000 },
  () => {
    it('gives the owner every entry, and no role badge', async () => {
      const nav = await open('owner');
      // Once the role is known the owner's entries are there, in sight.
      await waitFor(() => expect(shown(nav, 'menu-new-competition')).not.toBeNull());
      for (const id of [
        'menu-summary',
        'menu-players',
        'menu-matches',
        'menu-calendar',
        'menu-stats',
        'menu-staff',
        'menu-audit',
      ])
        expect(shown(nav, id), id).not.toBeNull();
      expect(within(nav).queryByTestId('role-badge')).toBeNull();
    });

    it('keeps the places of the entries the role decides while it is asked for', async () => {
      const nav = await open('never');
      for (const id of ['menu-summary', 'menu-stats', 'menu-audit', 'menu-new-competition']) {
        const entry = within(nav).getByTestId(id);
        // In the layout, so nothing below moves when the role comes; out of sight and reach.
        expect(shown(nav, id), id).toBeNull();
        expect(entry.closest('li')?.hasAttribute('inert'), id).toBe(true);
      }
      expect(shown(nav, 'menu-players')).not.toBeNull();
    });

    it.each([
      ['coach', 'Entrenador'],
      ['assistant', 'Ayudante'],
      ['analyst', 'Analista'],
      ['medical', 'Médico'],
    ] as const)('shows a %s the role and only the entries it can use', async (role, name) => {
      const nav = await open(role);
      // The badge comes with the role: the entries below are drawn for it by then.
      expect((await within(nav).findByTestId('role-badge')).textContent).toBe(name);
      expect(within(nav).queryByTestId('menu-new-competition') !== null).toBe(
        can(role, 'team.edit'),
      );
      expect(shown(nav, 'menu-stats') !== null).toBe(can(role, 'stats.read'));
      expect(within(nav).queryByTestId('menu-stats') !== null).toBe(can(role, 'stats.read'));
      expect(within(nav).queryByTestId('menu-summary') !== null).toBe(can(role, 'stats.read'));
      // The trail is the owner's alone.
      expect(within(nav).queryByTestId('menu-audit')).toBeNull();
      // What every role reads.
      for (const id of [
        'menu-players',
        'menu-matches',
        'menu-calendar',
        'menu-competitions',
        'menu-staff',
      ])
        expect(within(nav).queryByTestId(id), id).not.toBeNull();
    });
  },
);

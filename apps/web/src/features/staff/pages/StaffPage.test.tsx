import type { TTeamRole } from '@futsal/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { TEST_TEAM_ID, TEST_USER_ID, testTeam, testUser } from '../../../test/replies';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { StaffPage } from './StaffPage';

const fetchMock = vi.fn<typeof fetch>();
const OTHER = '0aaaaaaa-0000-4000-8000-000000000002';
const INVITATION = '0ccccccc-0000-4000-8000-000000000001';

function serve(role: TTeamRole) {
  const owner = role === 'owner';
  const me = {
    userId: TEST_USER_ID,
    firstName: 'Ana',
    lastName: 'Gil',
    role,
    since: '2026-01-01T00:00:00.000Z',
  };
  const other = {
    userId: OTHER,
    firstName: 'Luis',
    lastName: 'Sanz',
    role: owner ? 'assistant' : 'owner',
    since: '2026-02-01T00:00:00.000Z',
  };
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/auth/me')) return Response.json({ user: testUser() });
    if (url.endsWith('/teams')) return Response.json([testTeam({ role })]);
    if (url.endsWith(`/teams/${TEST_TEAM_ID}`)) return Response.json(testTeam({ role }));
    if (url.endsWith('/members'))
      return Response.json(
        owner
          ? [
              { ...me, email: 'ana@club.es' },
              { ...other, email: 'luis@club.es' },
            ]
          : [other, me],
      );
    if (url.endsWith('/invitations') && method === 'GET')
      return Response.json([
        {
          id: INVITATION,
          email: 'eva@club.es',
          role: 'analyst',
          invitedBy: 'Ana Gil',
          createdAt: '2026-03-01T00:00:00.000Z',
          expiresAt: '2026-03-08T00:00:00.000Z',
        },
      ]);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json({});
  });
}

const calls = (method: string, end: string) =>
  fetchMock.mock.calls.filter(
    ([i, init]) => (init?.method ?? 'GET') === method && String(i).endsWith(end),
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: TEST_USER_ID, exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithApp(<StaffPage />, {
    path: '/teams/:teamId/staff',
    at: `/teams/${TEST_TEAM_ID}/staff`,
    routes: [{ path: '/teams', element: <div data-testid="teams-page" /> }],
  });

describe('<StaffPage />', () => {
  it('gives the owner the invitation form, the pending invitations and removal after a confirmation', async () => {
    serve('owner');
    render();
    await screen.findByTestId('invite-email');
    expect((await screen.findByTestId(`staff-invitation-${INVITATION}`)).textContent).toContain(
      'eva@club.es',
    );
    const row = await screen.findByTestId(`staff-member-${OTHER}`);
    expect(within(row).getByTestId('staff-member-role').textContent).toBe('Asistente');
    expect(row.textContent).toContain('luis@club.es');
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('staff-member-remove'));
    expect(screen.getByTestId('confirm-delete-text').textContent).toContain('Luis Sanz');
    await user.click(screen.getByTestId('confirm-delete'));
    await waitFor(() => expect(calls('DELETE', `/members/${OTHER}`)).toHaveLength(1));
  });

  it('shows others the list read-only, and lets them leave', async () => {
    serve('assistant');
    render();
    const mine = await screen.findByTestId(`staff-member-${TEST_USER_ID}`);
    expect(within(mine).getByTestId('staff-member-role').textContent).toBe('Asistente');
    expect(screen.queryByTestId('invite-email')).toBeNull();
    expect(screen.queryByTestId('staff-member-remove')).toBeNull();
    expect(calls('GET', '/invitations')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(within(mine).getByTestId('staff-leave'));
    await user.click(screen.getByTestId('confirm-delete'));
    await screen.findByTestId('teams-page');
    expect(calls('DELETE', `/members/${TEST_USER_ID}`)).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlIdle } from '../../../test/idle';
import { ZTeamList, ZUserResponse, type TTeamRole } from '@futsal/shared';
import { reply, testTeam, testUser } from '../../../test/replies';
import { jsonResponse, renderWithApp, storeValidToken } from '../../../test/utils';
import { useTeamRole } from '../../teams';
import { ShareLiveButton } from './ShareLiveButton';

function RoleProbe({ teamId }: { teamId: string }) {
  return <span>{`role:${useTeamRole(teamId) ?? 'none'}`}</span>;
}

const MATCH = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'b'.repeat(43);
const TEAM = '22222222-2222-4222-8222-222222222222';
const fetchMock = vi.fn<typeof fetch>();
let on = false;
let role: TTeamRole = 'owner';

/** The button on a match page of the team, where the caller has `role`. */
const renderButton = () =>
  renderWithApp(<ShareLiveButton matchId={MATCH} />, {
    path: '/teams/:teamId/matches/:matchId',
    at: `/teams/${TEAM}/matches/${MATCH}`,
  });

beforeEach(() => {
  on = false;
  role = 'owner';
  storeValidToken();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/teams') return reply(ZTeamList, [testTeam({ id: TEAM, role })]);
    if (url === '/api/auth/me') return reply(ZUserResponse, { user: testUser() });
    if (url !== `/api/matches/${MATCH}/share`)
      return jsonResponse({ error: { code: 'NOT_FOUND', message: '' } }, 404);
    if (method === 'POST') on = true;
    if (method === 'DELETE') {
      on = false;
      return new Response(null, { status: 204 });
    }
    return jsonResponse(
      on
        ? { active: true, token: TOKEN, createdAt: '2026-03-14T17:30:00.000Z' }
        : { active: false, token: null, createdAt: null },
      method === 'POST' ? 201 : 200,
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Calls to the share link's route; the button also asks for the plan (decision 0114). */
const calls = (method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input) === `/api/matches/${MATCH}/share` && (init?.method ?? 'GET') === method,
  ).length;

describe('ShareLiveButton', () => {
  it('asks whether the link is on once the console is drawn, or at once when opened (decision 0084)', async () => {
    const idle = controlIdle();
    on = true;
    renderButton();
    const button = await screen.findByTestId('share-live');
    expect(calls('GET')).toBe(0);
    idle.idle();
    await waitFor(() => expect(button.dataset.active).toBe('true'));
    expect(calls('GET')).toBe(1);
  });

  it('asks at once when opened before the browser was idle', async () => {
    controlIdle();
    renderButton();
    fireEvent.click(await screen.findByTestId('share-live'));
    await waitFor(() => expect(calls('GET')).toBe(1));
  });

  it('switches the link on and shows it, then revokes it only after the confirm', async () => {
    renderButton();
    fireEvent.click(await screen.findByTestId('share-live'));
    const enable = await screen.findByRole('button', { name: 'Crear enlace en directo' });
    // Enabled once the status has loaded.
    await waitFor(() => expect((enable as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(enable);
    const field = await screen.findByTestId('live-share-url');
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/live/${TOKEN}`);
    expect(calls('POST')).toBe(1);

    fireEvent.click(screen.getByTestId('live-share-revoke'));
    expect(await screen.findByText('¿Revocar el enlace en directo?')).toBeTruthy();
    expect(calls('DELETE')).toBe(0);
    fireEvent.click(screen.getByTestId('live-share-confirm-revoke'));
    await screen.findByTestId('live-share-enable');
    expect(calls('DELETE')).toBe(1);
    await waitFor(() => expect(screen.queryByTestId('live-share-url')).toBeNull());
  });

  it('is offered to an assistant, who logs matches (match.log)', async () => {
    role = 'assistant';
    renderButton();
    expect(await screen.findByTestId('share-live')).toBeTruthy();
  });

  it('is not offered to an analyst, who logs none', async () => {
    role = 'analyst';
    renderWithApp(
      <>
        <RoleProbe teamId={TEAM} />
        <ShareLiveButton matchId={MATCH} />
      </>,
      { path: '/teams/:teamId/matches/:matchId', at: `/teams/${TEAM}/matches/${MATCH}` },
    );
    // The role has come (the probe shows it), and still no button.
    await screen.findByText('role:analyst');
    expect(screen.queryByTestId('share-live')).toBeNull();
  });
});

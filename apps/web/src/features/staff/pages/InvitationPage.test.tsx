import { render as draw, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerState } from '../../../app/server-state/ServerState';
import { TestProviders } from '../../../test/providers';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { errorReply } from '../../../test/replies';
import { fakeJwt } from '../../../test/utils';
import { InvitationPage } from './InvitationPage';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'A'.repeat(43);
const VIEW = {
  teamName: 'Club Invita',
  role: 'assistant',
  inviterName: 'Olga Dueña',
  email: 'an***@club.es',
  expiresAt: '2026-12-05T10:00:00.000Z',
};
const at = `/invitations/${TOKEN}?email=ana%40club.es`;
/** As the router has it: under the server state, outside the session's provider (like /answer). */
const render = () =>
  draw(
    <TestProviders>
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              element: <ServerState />,
              children: [
                { path: '/invitations/:token', element: <InvitationPage /> },
                { path: '/teams/:teamId', element: <div data-testid="team-page" /> },
              ],
            },
          ],
          { initialEntries: [at] },
        )}
      />
    </TestProviders>,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('<InvitationPage />', () => {
  it('signed out: shows the team and the role, and signs up with the address, back here', async () => {
    fetchMock.mockImplementation(async () => Response.json(VIEW));
    render();
    expect((await screen.findByTestId('invitation-text')).textContent).toContain('Club Invita');
    expect(screen.getByTestId('invitation-role').textContent).toBe('Asistente');
    expect(screen.getByTestId('invitation-register').getAttribute('href')).toBe(
      `/register?from=${encodeURIComponent(at)}&email=ana%40club.es`,
    );
    expect(screen.getByTestId('invitation-login').getAttribute('href')).toBe(
      `/login?from=${encodeURIComponent(at)}`,
    );
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
  });

  it('signed in: accepts and lands on the team', async () => {
    localStorage.setItem(
      TOKEN_KEY,
      fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/accept') && init?.method === 'POST')
        return Response.json({ teamId: '11111111-1111-4111-8111-111111111111', role: 'assistant' });
      if (url.endsWith('/auth/me')) return errorReply(401, 'UNAUTHENTICATED', '');
      return Response.json(VIEW);
    });
    render();
    await userEvent.setup().click(await screen.findByTestId('invitation-accept'));
    expect(await screen.findByTestId('team-page')).toBeTruthy();
  });

  it('says so when the link does not work', async () => {
    fetchMock.mockImplementation(async () =>
      errorReply(400, 'INVITATION_INVALID', 'La invitación no es válida o ha caducado'),
    );
    render();
    expect((await screen.findByTestId('invitation-invalid')).textContent).toContain('caducado');
  });
});

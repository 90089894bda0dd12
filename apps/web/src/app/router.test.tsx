import { ZErrorBody, ZLoginResponse, ZUserResponse } from '@futsal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOKEN_KEY } from '../lib/token';
import { fakeJwt, storeValidToken } from '../test/utils';
import { currentSubscriptionReply, reply, testUser } from '../test/replies';
import { AppProviders } from './providers';
import { TestProviders } from '../test/providers';
import { createQueryClient } from './server-state/client';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();
const user = testUser();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user });
    if (url.endsWith('/subscriptions/current')) return currentSubscriptionReply();
    return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const signIn = storeValidToken;

describe('routes and guards', () => {
  it('sends an anonymous visitor to /login remembering the origin', async () => {
    const router = renderAt('/security?x=1');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/security?x=1' });
  });

  it('drops an expired token at start', async () => {
    localStorage.setItem(TOKEN_KEY, fakeJwt({ exp: Math.floor(Date.now() / 1000) - 5 }));
    const router = renderAt('/teams');
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('renders the signed-in shell with the welcome text and the team list', async () => {
    signIn();
    renderAt('/teams');
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toBe('Hola, Ana'));
    expect(await screen.findByTestId('teams-page')).toBeTruthy();
    // A phone's menu is built when it opens (jsdom has no desktop width).
    await userEvent.click(screen.getByTestId('side-menu-toggle'));
    expect(await screen.findByTestId('logout')).toBeTruthy();
    expect((await screen.findByTestId('subscribe-button')).getAttribute('aria-label')).toBe(
      'Suscribirse',
    );
  });

  it("asks for each of a page's data once: its route loader starts the requests, the page reuses them", async () => {
    signIn();
    renderAt('/teams');
    expect(await screen.findByTestId('teams-page')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toBe('Hola, Ana'));
    await screen.findByTestId('subscribe-button');
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    for (const path of [
      '/api/teams',
      '/api/auth/me',
      '/api/settings',
      '/api/subscriptions/current',
    ])
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  it('signs in from /login without a query client above the routes; the shell has the user', async () => {
    // As in the browser (decision 0069): no QueryClientProvider at the root, /login needs none.
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/login'))
        return reply(ZLoginResponse, {
          token: fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
          user,
        });
      if (url.endsWith('/subscriptions/current')) return currentSubscriptionReply();
      return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'ana@club.es');
    await u.type(screen.getByLabelText('Contraseña'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // The sign-in's reply seeded the user: the shell greets without asking /auth/me.
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toBe('Hola, Ana'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/me'))).toBe(false);
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    signIn();
    const router = renderAt('/login');
    await screen.findByTestId('teams-page');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/matches', '/teams'],
    ['/no/such/page', '/'],
  ])('redirects %s to %s', async (from, to) => {
    signIn();
    const router = renderAt(from);
    await screen.findByTestId('teams-page');
    expect(router.state.location.pathname).toBe(to);
  });

  it('leaves a team that does not load for /teams', async () => {
    signIn();
    const router = renderAt('/teams/0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a/players');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
  });

  it('keeps the public pages public', async () => {
    const router = renderAt('/pricing');
    expect(await screen.findByTestId('pricing-page', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('opens a live link outside the session: a refused stored login does not lead to /login', async () => {
    signIn();
    const live = `/live/${'a'.repeat(43)}`;
    const router = renderAt(live);
    // The public reply here is a 404: the page says the link is off, and stays where it is.
    expect(await screen.findByTestId('live-inactive', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(live);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/me'))).toBe(false);
  });

  it('shows the generic error page with the message when a route fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = () => {
      throw new Error('Boom');
    };
    const router = createMemoryRouter(
      [{ path: '/', Component: boom, errorElement: routes[0]?.errorElement }],
      {
        initialEntries: ['/'],
      },
    );
    render(
      <TestProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOKEN_KEY } from '../lib/token';
import { fakeJwt, jsonResponse } from '../test/utils';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: 'u1',
  _id: 'u1',
  firstName: 'Ana',
  lastName: 'Gil',
  email: 'ana@club.es',
  avatar: null,
  createdAt: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return jsonResponse({ user });
    if (url.endsWith('/subscriptions/current'))
      return jsonResponse({ subscription: null, plan: null });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const signIn = () =>
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );

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
    expect(screen.getByTestId('logout')).toBeTruthy();
    expect((await screen.findByTestId('subscribe-button')).getAttribute('aria-label')).toBe(
      'Suscribirse',
    );
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
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TestProviders } from './providers';
import { createQueryClient } from '../app/server-state/client';
import { ServerState } from '../app/server-state/ServerState';
import { AuthProvider } from '../features/auth/AuthProvider';
import { TOKEN_KEY } from '../lib/token';

/** A fake JWT (unsigned; the client only decodes it). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (v: unknown) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2ln`;
}

/** A session as the app keeps it: a token for user u1, valid for the next hour. */
export function storeValidToken(): void {
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Renders `ui` on the route `path` inside the app providers and a session, opened at
 * the URL `at` (default: `path` itself); `routes` are its siblings.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', at, routes = [] }: { path?: string; at?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <ServerState />
          </AuthProvider>
        ),
        children: [{ path, element: ui }, ...routes],
      },
    ],
    { initialEntries: [at ?? path] },
  );
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}

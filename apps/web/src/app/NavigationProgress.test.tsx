import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { TestProviders } from '../test/providers';
import { NavigationProgress } from './NavigationProgress';

describe('the bar while the next page comes', () => {
  it('shows from the tap until the next page is there, then goes', async () => {
    let arrive: () => void = () => undefined;
    const next = new Promise<void>((done) => (arrive = done));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, Component: () => <Link to="/next">next</Link> },
            {
              path: 'next',
              lazy: async () => {
                await next;
                return { Component: () => <p>next page</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    // The page being left is still there, under the bar.
    expect(screen.getByRole('progressbar', { name: 'Cargando...' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'next' })).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

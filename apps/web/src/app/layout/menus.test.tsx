import { ZErrorBody, ZUserResponse } from '@futsal/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, testUser } from '../../test/replies';
import { renderWithApp, storeValidToken } from '../../test/utils';
import { routes, signedInRoutes } from '../router';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/auth/me')
      ? reply(ZUserResponse, { user: testUser() })
      : reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
  );
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

/** Paths of the router's routes, nested ones joined to their parents'. */
function paths(list: typeof routes, parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path ? `${parent.replace(/\/$/, '')}/${r.path.replace(/^\//, '')}` : parent;
    return [...(r.path ? [here] : []), ...paths(r.children ?? [], here)];
  });
}

/**
 * Every signed-in page outside a team: the router's top-level paths but the team list and its
 * aliases (the brand link and the menu's first entry), and the plans page, which a signed-in
 * user reaches too. Read from the router, so a page added later without a menu entry fails here.
 */
const ALIASES = ['/teams', '/dashboard', '/matches'];
const accountPages = [
  ...signedInRoutes
    .map((r) => r.path)
    .filter((p): p is string => Boolean(p) && !p!.includes('/'))
    .map((p) => `/${p}`)
    .filter((p) => !ALIASES.includes(p)),
  '/pricing',
];

describe('the menus lead to every signed-in page', () => {
  it('knows the pages from the router', () => {
    expect(paths(routes)).toContain('/pricing');
    expect(accountPages.sort()).toEqual(
      ['/contact', '/pricing', '/profile', '/security', '/settings', '/subscription'].sort(),
    );
  });

  it('the side menu has an entry for each, under the account group', async () => {
    renderWithApp(<SideMenu collapsed={false} />, { path: '/teams' });
    fireEvent.click(await screen.findByTestId('menu-account'));
    const nav = screen.getByTestId('side-menu');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const page of accountPages) expect(hrefs, page).toContain(page);
    expect(within(nav).getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('the account group is open on the settings page', async () => {
    renderWithApp(<SideMenu collapsed={false} />, { path: '/settings' });
    const link = await screen.findByTestId('menu-settings');
    expect(link.getAttribute('href')).toBe('/settings');
    expect(link.className).toContain('Mui-selected');
  });

  it('the avatar menu has an entry for each, and it navigates', async () => {
    const { router } = renderWithApp(<UserMenu />, { path: '/teams' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    for (const page of accountPages) {
      expect(within(menu).getByTestId(`user-menu${page.replace('/', '-')}`)).toBeTruthy();
    }
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Configuración' }));
    expect(router.state.location.pathname).toBe('/settings');
  });
});

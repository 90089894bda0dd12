import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES, SIGN_IN_PAGE, pathPattern } from './first-pages';
import { isRouteHandle } from './pages';
import { routes } from './router';

/** A path with each parameter filled in, as an address bar would show it. */
const filled = (path: string) => path.replace(/:\w+/g, (p) => `${p.slice(1)}-1`);

describe('first pages (decision 0092)', () => {
  it.each(FIRST_PAGES.flatMap(({ page, paths }) => paths.map((path) => [path, page] as const)))(
    '%s opens the %s page in the router',
    (path, page) => {
      const matched = matchRoutes(routes, filled(path)) ?? [];
      const handle = matched.map((m) => m.route.handle as unknown).findLast(isRouteHandle);
      expect(handle?.page).toBe(page);
    },
  );

  it.each(SIGN_IN_PAGE.paths)('%s opens the sign-in page in the router', (path) => {
    const matched = matchRoutes(routes, path) ?? [];
    expect(matched.at(-1)?.route.path).toBe('login');
  });

  it("each pattern takes its page's addresses and nothing below them", () => {
    const re = (path: string) => new RegExp(pathPattern(path));
    expect(re('/').test('/')).toBe(true);
    expect(re('/').test('/teams')).toBe(false);
    expect(re('/teams').test('/teams/')).toBe(true);
    const match = re('/teams/:teamId/matches/:matchId');
    expect(match.test('/teams/t-1/matches/m-1')).toBe(true);
    expect(match.test('/teams/t-1/matches/m-1/details')).toBe(false);
    expect(match.test('/teams/t-1/matches')).toBe(false);
  });
});

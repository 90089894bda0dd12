import type { TPageKey } from './pages';

/**
 * The pages a coach opens first, whose requests already start with their code (decision 0071).
 * When the address is one of theirs, index.html's hints ask for the page's code too, before the
 * entry has run (apps/web/frame-hints.ts, decision 0092). Paths as the router writes them;
 * first-pages.test.ts checks that each opens its page, and the build throws if a module is missing.
 */
export const FIRST_PAGES: { page: TPageKey; paths: string[]; modules: string[] }[] = [
  {
    page: 'teams',
    paths: ['/', '/teams', '/dashboard'],
    modules: ['src/features/teams/pages/TeamsPage.tsx', 'src/features/teams/prefetch.ts'],
  },
  {
    page: 'match',
    paths: [
      '/teams/:teamId/matches/:matchId',
      '/teams/:teamId/tournaments/:competitionId/matches/:matchId',
    ],
    modules: ['src/features/matches/pages/MatchPage.tsx', 'src/features/matches/prefetch.ts'],
  },
  // The pages a coach opens next, each straight from a link or a bookmark (decision 0103).
  {
    page: 'teamDetails',
    paths: ['/teams/:teamId'],
    modules: [
      'src/features/teams/pages/TeamDetailsPage.tsx',
      'src/features/teams/prefetch-team.ts',
    ],
  },
  {
    page: 'summary',
    paths: ['/teams/:teamId/summary'],
    modules: ['src/features/stats/pages/TeamSummaryPage.tsx', 'src/features/stats/prefetch.ts'],
  },
  {
    page: 'stats',
    paths: ['/teams/:teamId/stats'],
    modules: ['src/features/stats/pages/TeamStatsPage.tsx', 'src/features/stats/prefetch.ts'],
  },
  {
    page: 'matchDetails',
    paths: [
      '/teams/:teamId/matches/:matchId/details',
      '/teams/:teamId/tournaments/:competitionId/matches/:matchId/details',
    ],
    modules: [
      'src/features/matches/pages/MatchDetailsPage.tsx',
      'src/features/matches/prefetch-details.ts',
    ],
  },
];

/**
 * The sign-in page, the first page without a session: the hints ask for its code when no
 * unexpired session is stored and the address is its own (decision 0092).
 */
export const SIGN_IN_PAGE = {
  paths: ['/login'],
  modules: ['src/features/auth/pages/LoginPage.tsx'],
};

/** A router path as a pattern over `location.pathname`: a parameter is one segment. */
export function pathPattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '^/$';
  return `^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s)).join('/')}/?$`;
}

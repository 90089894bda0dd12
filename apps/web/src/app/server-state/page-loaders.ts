import {
  matchDetailsRequests,
  matchRequests,
  shellRequests,
  teamPageRequests,
  teamStatsRequests,
  teamsRequests,
} from './first-requests';
import { prefetching } from './prefetch';

/**
 * The route loaders that start a page's requests with its code (decision 0071): the router's,
 * and the ones prefetch.test.tsx visits, so the test runs what the routes run.
 */
export const pageData = {
  /** The signed-in shell: the user and the team. */
  shell: prefetching(() => import('./prefetch-shell'), shellRequests),
  /** The pages a coach opens first. */
  teams: prefetching(() => import('../../features/teams/prefetch'), teamsRequests),
  match: prefetching(() => import('../../features/matches/prefetch'), matchRequests),
  /** A team's page, its figures and a match's details: the pages opened next (decision 0103). */
  team: prefetching(() => import('../../features/teams/prefetch-team'), teamPageRequests),
  teamStats: prefetching(() => import('../../features/stats/prefetch'), teamStatsRequests),
  matchDetails: prefetching(
    () => import('../../features/matches/prefetch-details'),
    matchDetailsRequests,
  ),
};

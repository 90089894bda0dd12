/** Pages of spec §2: the key names `pages.<key>.title` / `.description` in the catalogs. */
export const PAGE_KEYS = [
  'teams',
  'teamDetails',
  'summary',
  'players',
  'player',
  'playerStats',
  'matches',
  'match',
  'matchDetails',
  'events',
  'calendar',
  'callup',
  'stats',
  'opponent',
  'competitionNew',
  'competitionEdit',
  'competitionMatches',
  'settings',
  'subscription',
  'contact',
  'pricing',
  'subscriptionSuccess',
  'subscriptionFailure',
  'subscriptionPending',
  'profile',
  'security',
  'audit',
  'staff',
] as const;

export type TPageKey = (typeof PAGE_KEYS)[number];

export interface RouteHandle {
  page: TPageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value;
}

import type { TPageKey } from '../app/pages';

/**
 * The UI catalog's top-level sections /login shows (its form, the sign-in frame, the theme and
 * language buttons, the error page): every page loads them first (decision 0069).
 */
export const FIRST_SECTIONS = ['app', 'auth', 'common', 'errorPage', 'languages', 'layout'];

/** What the signed-in frame (AppLayout: menus, breadcrumbs, page titles, missing pages) shows. */
const FRAME = ['menu', 'notFound', 'pages', 'roles'];

/**
 * Each page's texts beyond /login's, its layout's included (decision 0106): a page loads its
 * language's first part and its own, two catalog files, and nothing it does not show. Pages that
 * show the same sections share a part. `text-parts.test.ts` holds each part to the sections its
 * pages' code names, no more and no fewer.
 */
export const TEXT_PARTS = {
  teams: [...FRAME, 'planUsage', 'teamUx', 'teams'],
  team: [
    ...FRAME,
    'dataExport',
    'laws',
    'matches',
    'planUsage',
    'reports',
    'shots',
    'stats',
    'teamUx',
    'teams',
    'competitions',
  ],
  players: [...FRAME, 'planUsage', 'playerPrivacy', 'players', 'teams'],
  player: [
    ...FRAME,
    'dataExport',
    'matches',
    'planUsage',
    'playerPrivacy',
    'players',
    'reports',
    'shots',
    'stats',
    'teams',
  ],
  matches: [...FRAME, 'matches'],
  match: [
    ...FRAME,
    'laws',
    'live',
    'liveShare',
    'liveStaff',
    'matches',
    'planUsage',
    'shots',
    'suspensions',
  ],
  matchDetails: [
    ...FRAME,
    'laws',
    'live',
    'liveShare',
    'liveStaff',
    'matches',
    'planUsage',
    'shots',
    'stats',
  ],
  stats: [...FRAME, 'laws', 'matches', 'planUsage', 'reports', 'shots', 'stats'],
  playerStats: [...FRAME, 'laws', 'matches', 'planUsage', 'reports', 'shots', 'stats'],
  events: [...FRAME, 'laws', 'matches', 'teamEvents'],
  calendar: [...FRAME, 'calendar'],
  callup: [...FRAME, 'calendar', 'callups', 'suspensions'],
  competition: [...FRAME, 'planUsage', 'competitions'],
  profile: [...FRAME, 'profile'],
  security: [...FRAME, 'security'],
  settings: [...FRAME, 'accountDeletion', 'dataExport', 'settings'],
  contact: [...FRAME, 'contact'],
  // A team's activity: live logs name their events' types.
  audit: [...FRAME, 'audit', 'matches'],
  subscription: [...FRAME, 'billing', 'pricing'],
  // The public pages' layout shows the menu's sign-in and pricing links only; the checkout's
  // result pages list what the plan gives (pricing's lines), so they share /pricing's part.
  pricing: ['menu', 'billing', 'pricing'],
  // Outside every layout: the public live page (decision 0053).
  liveShare: ['laws', 'liveShare', 'matches'],
  // Outside every layout: a player's answer link (decision 0158).
  answer: ['answer'],
  // Outside every layout: the mailed link confirming an account's deletion (decision 0172).
  accountDeletion: ['accountDeletion'],
  // A team's staff (issue 40, decision 0176).
  staff: [...FRAME, 'staff'],
  // Outside every layout: the mailed invitation to a team's staff (decision 0176).
  invitation: ['roles', 'staff'],
} as const satisfies Record<string, readonly string[]>;

export type TTextPart = keyof typeof TEXT_PARTS;

export const TEXT_PART_NAMES = Object.keys(TEXT_PARTS) as TTextPart[];

/** The part each page of the router loads beside its code. */
export const PAGE_TEXTS: Record<TPageKey, TTextPart> = {
  teams: 'teams',
  teamDetails: 'team',
  summary: 'stats',
  players: 'players',
  player: 'player',
  playerStats: 'playerStats',
  matches: 'matches',
  match: 'match',
  matchDetails: 'matchDetails',
  events: 'events',
  calendar: 'calendar',
  callup: 'callup',
  stats: 'stats',
  opponent: 'stats',
  competitionNew: 'competition',
  competitionEdit: 'competition',
  competitionMatches: 'matches',
  settings: 'settings',
  subscription: 'subscription',
  contact: 'contact',
  pricing: 'pricing',
  subscriptionSuccess: 'pricing',
  subscriptionFailure: 'pricing',
  subscriptionPending: 'pricing',
  profile: 'profile',
  security: 'security',
  audit: 'audit',
  staff: 'staff',
};

/** The part holding `section` with the fewest sections: what a page missing it loads. */
export function partWith(section: string): TTextPart | null {
  let best: TTextPart | null = null;
  for (const name of TEXT_PART_NAMES) {
    const sections: readonly string[] = TEXT_PARTS[name];
    if (sections.includes(section) && (!best || sections.length < TEXT_PARTS[best].length)) {
      best = name;
    }
  }
  return best;
}

import { MATCH_EVENT_TYPES } from './match-events';

// The values of schemas/stats.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/stats.ts re-exports them.

export const STATS_RANGES = ['season', '30d', '90d', 'custom'] as const;
export type TStatsRange = (typeof STATS_RANGES)[number];

export const VENUES = ['home', 'away'] as const;
export type TVenue = (typeof VENUES)[number];

export const MATCH_RESULTS = ['W', 'D', 'L'] as const;
export type TMatchResult = (typeof MATCH_RESULTS)[number];

/** The largest page of GET /events/team/{teamId}. */
export const TEAM_EVENTS_MAX_PAGE_SIZE = 200;

/** The team events' type filter: every type but `void`. */
export const TEAM_EVENT_TYPES = MATCH_EVENT_TYPES.filter(
  (t): t is Exclude<(typeof MATCH_EVENT_TYPES)[number], 'void'> => t !== 'void',
);
export type TTeamEventType = (typeof TEAM_EVENT_TYPES)[number];

export const EVENT_SIDES = ['us', 'rival', 'neutral'] as const;
export type TEventSide = (typeof EVENT_SIDES)[number];

/** The opponent's events (`rival_*`), the match's own (a period starting or ending), and ours. */
export function eventSide(type: string): TEventSide {
  if (type.startsWith('rival_')) return 'rival';
  return type === 'period_start' || type === 'period_end' ? 'neutral' : 'us';
}

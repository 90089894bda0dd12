import {
  STATS_RANGES,
  VENUES,
  ZStatsQuery,
  type TStatsQuery,
  type TStatsRange,
  type TVenue,
} from '@futsal/shared/schemas/stats';
import { MATCH_TYPES, type TMatchType } from '@futsal/shared/schemas/match';

/**
 * The filters as they live in the page's URL (so a reload or a shared link
 * keeps them). Unknown or broken values fall back to the whole season rather
 * than sending a request the server would refuse.
 */
export interface TStatsFilterState {
  range: TStatsRange;
  from?: string;
  to?: string;
  competitionId?: string;
  type?: TMatchType;
  venue?: TVenue;
}

const FILTER_KEYS = ['range', 'from', 'to', 'competitionId', 'type', 'venue'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** Reads the filters from a query string, keeping each valid field on its own. */
export function readStatsFilters(params: URLSearchParams): TStatsFilterState {
  const draft: TStatsFilterState = {
    range: oneOf(STATS_RANGES, params.get('range')) ?? 'season',
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    competitionId: params.get('competitionId') ?? undefined,
    type: oneOf(MATCH_TYPES, params.get('type')),
    venue: oneOf(VENUES, params.get('venue')),
  };
  const parsed = ZStatsQuery.safeParse(draft);
  if (parsed.success) return fromQuery(parsed.data);
  // Drop the fields the contract refuses; a broken custom range becomes the season.
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept: TStatsFilterState = { ...draft };
  if (bad.has('competitionId')) delete kept.competitionId;
  if (bad.has('from') || bad.has('to')) {
    kept.range = 'season';
    delete kept.from;
    delete kept.to;
  }
  const retry = ZStatsQuery.safeParse(kept);
  return retry.success ? fromQuery(retry.data) : { range: 'season' };
}

function fromQuery(q: TStatsQuery): TStatsFilterState {
  const out: TStatsFilterState = { range: q.range };
  if (q.range === 'custom') {
    out.from = q.from;
    out.to = q.to;
  }
  if (q.competitionId) out.competitionId = q.competitionId;
  if (q.type) out.type = q.type;
  if (q.venue) out.venue = q.venue;
  return out;
}

/** The query string the stats and report routes take (only set fields; `season` left implicit). */
export function statsSearchParams(f: TStatsFilterState): URLSearchParams {
  const p = new URLSearchParams();
  if (f.range !== 'season') p.set('range', f.range);
  if (f.range === 'custom') {
    if (f.from) p.set('from', f.from);
    if (f.to) p.set('to', f.to);
  }
  if (f.competitionId) p.set('competitionId', f.competitionId);
  if (f.type) p.set('type', f.type);
  if (f.venue) p.set('venue', f.venue);
  return p;
}

/** Writes the filters into `params`, keeping any unrelated parameter. */
export function writeStatsFilters(params: URLSearchParams, f: TStatsFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of FILTER_KEYS) next.delete(k);
  for (const [k, v] of statsSearchParams(f)) next.set(k, v);
  return next;
}

/** `?range=…` or an empty string. */
export function statsQueryString(f: TStatsFilterState): string {
  const s = statsSearchParams(f).toString();
  return s ? `?${s}` : '';
}

/** True when any filter narrows the whole season. */
export function isFiltered(f: TStatsFilterState): boolean {
  return statsSearchParams(f).toString() !== '';
}

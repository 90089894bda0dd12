import type { TStatsRange, TVenue } from '@futsal/shared/schemas/stats';
import type { TMatchType } from '@futsal/shared/schemas/match';
import { isIsoDate, isUuid } from '@futsal/shared/values/formats';
import { MATCH_TYPES } from '@futsal/shared/values/match';
import { STATS_RANGES, VENUES } from '@futsal/shared/values/stats';

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

/**
 * Reads the filters from a query string, keeping each valid field on its own, by the rules of the
 * routes' contract (ZStatsQuery), checked here without zod: the statistics pages open without it
 * (decision 0105). stats-query.test.ts holds the result to the contract.
 */
export function readStatsFilters(params: URLSearchParams): TStatsFilterState {
  // The contract reads a blank value as no value.
  const given = (key: string) => {
    const v = params.get(key);
    return v === null || v.trim() === '' ? undefined : v;
  };
  const [from, to, competitionId] = [given('from'), given('to'), given('competitionId')];
  const out: TStatsFilterState = { range: oneOf(STATS_RANGES, params.get('range')) ?? 'season' };
  // A broken date, or a custom range without two ordered dates, becomes the season.
  const datesValid = [from, to].every((d) => d === undefined || isIsoDate(d));
  if (!datesValid) out.range = 'season';
  else if (out.range === 'custom') {
    if (from && to && from <= to) Object.assign(out, { from, to });
    else out.range = 'season';
  }
  if (competitionId && isUuid(competitionId)) out.competitionId = competitionId;
  const type = oneOf(MATCH_TYPES, params.get('type'));
  if (type) out.type = type;
  const venue = oneOf(VENUES, params.get('venue'));
  if (venue) out.venue = venue;
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

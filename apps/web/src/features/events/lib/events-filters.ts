import { TEAM_EVENT_TYPES } from '@futsal/shared/values/stats';
import type { TTeamEventType } from '@futsal/shared/schemas/stats';
import { isValidId } from '@futsal/shared/ids';

export const EVENTS_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_EVENTS_PAGE_SIZE = 25;

/** The events page's filters, as kept in the URL (`?type=goal&player=…&page=2`). */
export interface TEventsFilters {
  type?: TTeamEventType;
  playerId?: string;
  matchId?: string;
  competitionId?: string;
  page: number;
  pageSize: number;
}

export type TFilterField = 'type' | 'playerId' | 'matchId' | 'competitionId';

/** URL parameter of each filter: short, readable names. */
const PARAM: Record<TFilterField, string> = {
  type: 'type',
  playerId: 'player',
  matchId: 'match',
  competitionId: 'competition',
};

const positiveInt = (v: string | null): number | null => {
  if (v === null || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 ? n : null;
};

/** Reads the filters from the URL; anything unknown or malformed is dropped, never sent. */
export function filtersFromParams(params: URLSearchParams): TEventsFilters {
  const type = params.get(PARAM.type);
  const id = (field: TFilterField) => {
    const v = params.get(PARAM[field]);
    return v && isValidId(v) ? v.trim().toLowerCase() : undefined;
  };
  const size = positiveInt(params.get('size'));
  return {
    type:
      type && (TEAM_EVENT_TYPES as readonly string[]).includes(type)
        ? (type as TTeamEventType)
        : undefined,
    playerId: id('playerId'),
    matchId: id('matchId'),
    competitionId: id('competitionId'),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      size && (EVENTS_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : DEFAULT_EVENTS_PAGE_SIZE,
  };
}

/** The URL parameters of the filters (defaults left out, so a clean page has a clean URL). */
export function paramsFromFilters(f: TEventsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAM) as TFilterField[]) {
    const v = f[field];
    if (v) params.set(PARAM[field], v);
  }
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== DEFAULT_EVENTS_PAGE_SIZE) params.set('size', String(f.pageSize));
  return params;
}

/** A filter changed: back to the first page. */
export function withFilter(
  f: TEventsFilters,
  field: TFilterField,
  value: string | undefined,
): TEventsFilters {
  return { ...f, [field]: value || undefined, page: 1 };
}

export const hasFilters = (f: TEventsFilters) =>
  Boolean(f.type || f.playerId || f.matchId || f.competitionId);

/** The API's query string (ZTeamEventsQuery names). */
export function toSearch(f: TEventsFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.type) q.set('type', f.type);
  if (f.playerId) q.set('playerId', f.playerId);
  if (f.matchId) q.set('matchId', f.matchId);
  if (f.competitionId) q.set('competitionId', f.competitionId);
  q.set('page', String(f.page));
  q.set('pageSize', String(f.pageSize));
  return q;
}

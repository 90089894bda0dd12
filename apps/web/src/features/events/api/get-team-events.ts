import { isValidId } from '@futsal/shared/ids';
import { TEAM_EVENTS_MAX_PAGE_SIZE } from '@futsal/shared/values/stats';
import type { TTeamEventsResponse } from '@futsal/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { toSearch, type TEventsFilters } from '../lib/events-filters';

export const teamEventsKeys = {
  all: ['team-events'] as const,
  page: (teamId: string, filters: TEventsFilters) => ['team-events', teamId, filters] as const,
};

/** GET /events/team/{teamId}: one page of the team's events, parsed with the shared contract. */
export async function getTeamEvents(
  teamId: string,
  filters: TEventsFilters,
): Promise<TTeamEventsResponse> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const search = toSearch(filters).toString();
  return checked(api.get(`/events/team/${teamId}${search ? `?${search}` : ''}`), () =>
    import('@futsal/shared/schemas/stats').then((m) => m.ZTeamEventsResponse),
  );
}

/** Every page of the filtered events, for the CSV export (decision 0018). */
export async function getAllTeamEvents(
  teamId: string,
  filters: TEventsFilters,
): Promise<TTeamEventsResponse> {
  const pageSize = TEAM_EVENTS_MAX_PAGE_SIZE;
  const first = await getTeamEvents(teamId, { ...filters, page: 1, pageSize });
  const pages = Math.ceil(first.total / pageSize);
  const all = { ...first, items: [...first.items], players: { ...first.players } };
  for (let page = 2; page <= pages; page++) {
    const next = await getTeamEvents(teamId, { ...filters, page, pageSize });
    all.items.push(...next.items);
    Object.assign(all.players, next.players);
  }
  return all;
}

export function useTeamEventsQuery(teamId: string | undefined, filters: TEventsFilters) {
  return useQuery({
    queryKey: teamEventsKeys.page(teamId ?? '', filters),
    queryFn: () => getTeamEvents(teamId ?? '', filters),
    enabled: Boolean(teamId && isValidId(teamId)),
    // Paging or filtering keeps the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

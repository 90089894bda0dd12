import type { TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsQueryString, type TStatsFilterState } from '../lib/stats-query';
import { statsKeys } from './keys';

/** GET /stats/team/{teamId}: the team's figures over the filtered period. */
export async function getTeamStats(
  teamId: string,
  f: TStatsFilterState,
): Promise<TTeamStatsResponse> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(api.get(`/stats/team/${teamId}${statsQueryString(f)}`), () =>
    import('@futsal/shared/schemas/stats').then((m) => m.ZTeamStatsResponse),
  );
}

export const teamStatsQuery = (teamId: string, f: TStatsFilterState) =>
  queryOptions({
    queryKey: statsKeys.team(teamId, f),
    queryFn: () => getTeamStats(teamId, f),
    retry: false,
  });

export function useTeamStatsQuery(teamId: string | undefined, f: TStatsFilterState) {
  return useQuery({
    ...teamStatsQuery(teamId ?? '', f),
    enabled: Boolean(teamId),
    // Changing a filter keeps the old figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

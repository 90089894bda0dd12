import { ZMatchStatsResponse, type TMatchStatsResponse } from '@futsal/shared/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsKeys } from './keys';

/** GET /stats/match/{matchId}: the match's summary and per-player figures. */
export async function getMatchStats(matchId: string): Promise<TMatchStatsResponse> {
  requireId(matchId, 'MATCH_ID_INVALID');
  return ZMatchStatsResponse.parse(await api.get<unknown>(`/stats/match/${matchId}`));
}

export const matchStatsQuery = (matchId: string) =>
  queryOptions({
    queryKey: statsKeys.match(matchId),
    queryFn: () => getMatchStats(matchId),
    retry: false,
  });

export function useMatchStatsQuery(matchId: string | undefined) {
  return useQuery({ ...matchStatsQuery(matchId ?? ''), enabled: Boolean(matchId) });
}

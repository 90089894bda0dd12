import type { TMatchStatsResponse } from '@futsal/shared/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsKeys } from './keys';

/** GET /stats/match/{matchId}: the match's summary and per-player figures. */
export async function getMatchStats(matchId: string): Promise<TMatchStatsResponse> {
  requireId(matchId, 'MATCH_ID_INVALID');
  return checked(api.get(`/stats/match/${matchId}`), () =>
    import('@futsal/shared/schemas/stats').then((m) => m.ZMatchStatsResponse),
  );
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

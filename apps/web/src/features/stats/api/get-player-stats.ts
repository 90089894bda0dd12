import type { TPlayerStatsResponse } from '@futsal/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsQueryString, type TStatsFilterState } from '../lib/stats-query';
import { statsKeys } from './keys';

/** GET /stats/player/{playerId}: one player's figures over the filtered period. */
export async function getPlayerStats(
  playerId: string,
  f: TStatsFilterState,
): Promise<TPlayerStatsResponse> {
  requireId(playerId, 'PLAYER_ID_INVALID');
  return checked(api.get(`/stats/player/${playerId}${statsQueryString(f)}`), () =>
    import('@futsal/shared/schemas/stats').then((m) => m.ZPlayerStatsResponse),
  );
}

export function usePlayerStatsQuery(playerId: string | undefined, f: TStatsFilterState) {
  return useQuery({
    queryKey: statsKeys.player(playerId ?? '', f),
    queryFn: () => getPlayerStats(playerId ?? '', f),
    enabled: Boolean(playerId),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

import { ZPlayerStatsResponse, type TPlayerStatsResponse } from '@futsal/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsQueryString, type TStatsFilterState } from '../lib/stats-query';
import { statsKeys } from './keys';

/** GET /stats/player/{playerId}: one player's figures over the filtered period. */
export async function getPlayerStats(
  playerId: string,
  f: TStatsFilterState,
): Promise<TPlayerStatsResponse> {
  requireId(playerId, 'PLAYER_ID_INVALID');
  return ZPlayerStatsResponse.parse(
    await api.get<unknown>(`/stats/player/${playerId}${statsQueryString(f)}`),
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

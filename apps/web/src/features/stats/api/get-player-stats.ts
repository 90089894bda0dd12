import { isValidId } from '@futsal/shared/schemas/common';
import { ZPlayerStatsResponse, type TPlayerStatsResponse } from '@futsal/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statsQueryString, type TStatsFilterState } from '../lib/stats-query';
import { statsKeys } from './keys';

/** GET /stats/player/{playerId}: one player's figures over the filtered period. */
export async function getPlayerStats(
  playerId: string,
  f: TStatsFilterState,
): Promise<TPlayerStatsResponse> {
  if (!isValidId(playerId)) throw new Error('ID de jugador inválido');
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

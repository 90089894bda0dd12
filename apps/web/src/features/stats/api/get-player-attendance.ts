import type { TPlayerAttendance } from '@futsal/shared/schemas/attendance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { statsQueryString, type TStatsFilterState } from '../lib/stats-query';
import { statsKeys } from './keys';

/** GET /stats/player/{playerId}/attendance: attendance and weekly load over the period. */
export async function getPlayerAttendance(
  playerId: string,
  f: TStatsFilterState,
): Promise<TPlayerAttendance> {
  requireId(playerId, 'PLAYER_ID_INVALID');
  // Only the period: the match filters do not apply to trainings (decision 0169).
  const period: TStatsFilterState = { range: f.range, from: f.from, to: f.to };
  return checked(api.get(`/stats/player/${playerId}/attendance${statsQueryString(period)}`), () =>
    import('@futsal/shared/schemas/attendance').then((m) => m.ZPlayerAttendance),
  );
}

export function usePlayerAttendanceQuery(playerId: string, f: TStatsFilterState) {
  return useQuery({
    queryKey: statsKeys.attendance(playerId, f),
    queryFn: () => getPlayerAttendance(playerId, f),
    enabled: Boolean(playerId),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

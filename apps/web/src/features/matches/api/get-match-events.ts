import { ZMatchEventLogResponse } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /events/match/{matchId}: the whole log, oldest first. */
export async function getMatchEvents(matchId: string): Promise<TMatchEvent[]> {
  return ZMatchEventLogResponse.parse(await api.get<unknown>(`/events/match/${matchId}`)).events;
}

export function useMatchEventsQuery(matchId: string | undefined) {
  return useQuery({
    queryKey: matchKeys.events(matchId ?? ''),
    queryFn: () => getMatchEvents(matchId ?? ''),
    enabled: Boolean(matchId),
    retry: 1,
  });
}

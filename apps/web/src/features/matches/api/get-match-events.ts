import { ZMatchEventLogResponse } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /events/match/{matchId}: the whole log, oldest first. */
export async function getMatchEvents(matchId: string): Promise<TMatchEvent[]> {
  return ZMatchEventLogResponse.parse(await api.get<unknown>(`/events/match/${matchId}`)).events;
}

export const matchEventsQuery = (matchId: string) =>
  queryOptions({
    queryKey: matchKeys.events(matchId),
    queryFn: () => getMatchEvents(matchId),
    retry: 1,
  });

export function useMatchEventsQuery(matchId: string | undefined) {
  return useQuery({ ...matchEventsQuery(matchId ?? ''), enabled: Boolean(matchId) });
}

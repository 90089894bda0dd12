import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { loggerEntries, recordLoggers } from '../lib/event-loggers';
import { matchKeys } from './keys';

/** GET /events/match/{matchId}: the whole log, oldest first (who logged it goes to `recordLoggers`). */
export async function getMatchEvents(matchId: string): Promise<TMatchEvent[]> {
  const log = await checked(api.get(`/events/match/${matchId}`), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatchEventLogResponse),
  );
  recordLoggers(matchId, loggerEntries(log.loggers));
  return log.events;
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

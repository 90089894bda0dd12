import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** Stored events may come bare or wrapped as `{ seq, receivedAt, event }`. */
function toEvent(raw: unknown): TMatchEvent | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const e = (r.event && typeof r.event === 'object' ? r.event : r) as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.type === 'string'
    ? (e as unknown as TMatchEvent)
    : null;
}

/** GET /events/match/{matchId}: the whole log, oldest first. */
export async function getMatchEvents(matchId: string): Promise<TMatchEvent[]> {
  const data = await api.get<unknown>(`/events/match/${matchId}`);
  const list = Array.isArray(data) ? data : (data as { events?: unknown } | null)?.events;
  return Array.isArray(list) ? list.map(toEvent).filter((e): e is TMatchEvent => e !== null) : [];
}

export function useMatchEventsQuery(matchId: string | undefined) {
  return useQuery({
    queryKey: matchKeys.events(matchId ?? ''),
    queryFn: () => getMatchEvents(matchId ?? ''),
    enabled: Boolean(matchId),
    retry: 1,
  });
}

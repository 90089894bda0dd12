import type { TCalendarEntry } from '@futsal/shared/schemas/calendar';
import { isValidId } from '@futsal/shared/ids';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { calendarKeys } from './keys';

/** GET /calendar/team/{teamId}?from&to: the matches and trainings of a range, by start. */
export async function getCalendar(
  teamId: string,
  from: string,
  to: string,
): Promise<TCalendarEntry[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const search = new URLSearchParams({ from, to }).toString();
  return checked(api.get(`/calendar/team/${teamId}?${search}`), () =>
    import('@futsal/shared/schemas/calendar').then((m) => m.ZCalendarEntries),
  );
}

export function useCalendarQuery(teamId: string, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(teamId, from, to),
    queryFn: () => getCalendar(teamId, from, to),
    enabled: isValidId(teamId),
    // Moving to the next week keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

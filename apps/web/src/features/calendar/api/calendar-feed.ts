import type { TCalendarFeed } from '@futsal/shared/schemas/calendar';
import { isValidId } from '@futsal/shared/ids';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** GET /calendar/team/{teamId}/feed: the secret feed's path, or null when it is off. */
export function useCalendarFeedQuery(teamId: string) {
  return useQuery({
    queryKey: calendarKeys.feed(teamId),
    queryFn: () => api.get<TCalendarFeed>(`/calendar/team/${teamId}/feed`),
    enabled: isValidId(teamId),
  });
}

/** POST makes a new URL (the old one stops working); DELETE switches the feed off. */
export function useCalendarFeedMutations(teamId: string) {
  const queryClient = useQueryClient();
  const key = calendarKeys.feed(teamId);
  const rotate = useMutation({
    mutationFn: () => api.post<TCalendarFeed>(`/calendar/team/${teamId}/feed`),
    onSuccess: (feed) => queryClient.setQueryData(key, feed),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<unknown>(`/calendar/team/${teamId}/feed`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { rotate, revoke };
}

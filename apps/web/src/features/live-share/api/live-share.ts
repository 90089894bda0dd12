import type { TLiveShareStatus, TPublicLiveMatch } from '@futsal/shared/schemas/live-share';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const liveShareKeys = {
  status: (matchId: string) => ['liveShare', matchId] as const,
};

/** GET /matches/{id}/share: whether the live link is on, and its token. */
export function getShareStatus(matchId: string): Promise<TLiveShareStatus> {
  return api.get<TLiveShareStatus>(`/matches/${matchId}/share`);
}

export function useShareStatusQuery(matchId: string, enabled: boolean) {
  return useQuery({
    queryKey: liveShareKeys.status(matchId),
    queryFn: () => getShareStatus(matchId),
    enabled: enabled && Boolean(matchId),
    retry: false,
  });
}

/** POST switches the link on (or returns the one on); DELETE revokes it. */
export function useShareMutations(matchId: string) {
  const queryClient = useQueryClient();
  const key = liveShareKeys.status(matchId);
  const enable = useMutation({
    mutationFn: () => api.post<TLiveShareStatus>(`/matches/${matchId}/share`),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<unknown>(`/matches/${matchId}/share`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { enable, revoke };
}

/** GET /public/live/{token}, without signing in. */
export function getPublicLive(token: string, signal?: AbortSignal): Promise<TPublicLiveMatch> {
  return api.get<TPublicLiveMatch>(`/public/live/${encodeURIComponent(token)}`, {
    signal,
    skipAuthRedirect: true,
  });
}

import type { TCallupKind, TCallupView } from '@futsal/shared/schemas/callup';
import type { TAnswerLink, TSendLinksResult } from '@futsal/shared/schemas/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { callupKey } from './callups';

/** The answer links of a call-up (decision 0158): reissue, revoke, e-mail them (0159). */
export function useAnswerLinkMutations(kind: TCallupKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: callupKey(kind, id) });
  const base = `/callups/${kind}/${id}`;
  const reissue = useMutation({
    mutationFn: (playerId: string) => api.post<TAnswerLink>(`${base}/players/${playerId}/link`),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (playerId: string) => api.delete<unknown>(`${base}/players/${playerId}/link`),
    onSuccess: refresh,
  });
  const send = useMutation({
    mutationFn: () => api.post<TSendLinksResult>(`${base}/send-links`),
  });
  return { reissue, revoke, send };
}

export type TCalledUp = TCallupView['players'][number];

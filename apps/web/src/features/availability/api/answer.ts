import type { TAnswerRequest, TPublicAnswerView } from '@futsal/shared/schemas/availability';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const key = (token: string) => ['publicAnswer', token] as const;
const path = (token: string) => `/public/answer/${encodeURIComponent(token)}`;

/** GET /public/answer/{token}, without signing in; null when the link does not work (404). */
export function usePublicAnswer(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async () => {
      try {
        return await api.get<TPublicAnswerView>(path(token), { skipAuthRedirect: true });
      } catch (err) {
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
  });
}

/** PUT the answer; the reply is the page's new state. */
export function useAnswerMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnswerRequest) =>
      api.put<TPublicAnswerView>(path(token), body, { skipAuthRedirect: true }),
    onSuccess: (view) => queryClient.setQueryData(key(token), view),
  });
}

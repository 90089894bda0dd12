import type { TMatch, TUpdateMatchRequest } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** PUT /matches/{id}. */
export async function updateMatch(id: string, body: TUpdateMatchRequest): Promise<TMatch> {
  return checked(api.put(`/matches/${id}`, body), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatch),
  );
}

export function useUpdateMatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateMatchRequest }) => updateMatch(id, body),
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match);
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}

import type { TLineupRequest, TMatch } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** PUT /matches/{id}/lineup: 5 starters, at most 9 substitutes. */
export async function saveLineup(id: string, body: TLineupRequest): Promise<TMatch> {
  return checked(api.put(`/matches/${id}/lineup`, body), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatch),
  );
}

export function useSaveLineupMutation(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLineupRequest) => saveLineup(matchId, body),
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(matchId), match);
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
  });
}

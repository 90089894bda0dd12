import type { TCreateMatchRequest, TMatch } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** POST /matches/team/{teamId}. */
export async function createMatch(teamId: string, body: TCreateMatchRequest): Promise<TMatch> {
  return checked(api.post(`/matches/team/${teamId}`, body), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatch),
  );
}

export function useCreateMatchMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMatchRequest) => createMatch(teamId, body),
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match);
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}

import { ZMatch, type TCreateMatchRequest, type TMatch } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** POST /matches/team/{teamId}. */
export async function createMatch(teamId: string, body: TCreateMatchRequest): Promise<TMatch> {
  return ZMatch.parse(await api.post<unknown>(`/matches/team/${teamId}`, body));
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

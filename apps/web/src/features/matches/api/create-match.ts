import type { TCreateMatchRequest, TMatch } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { matchKeys } from './keys';
import { toMatch } from './normalize-match';

/** POST /matches/team/{teamId}: the reply carries _id. */
export async function createMatch(teamId: string, body: TCreateMatchRequest): Promise<TMatch> {
  const raw = unwrap<Record<string, unknown>>(
    await api.post<unknown>(`/matches/team/${teamId}`, body),
    'match',
  );
  const match = raw ? toMatch(raw) : null;
  if (!match) throw new Error('NOT_FOUND');
  return match;
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

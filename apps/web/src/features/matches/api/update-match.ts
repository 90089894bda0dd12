import type { TMatch, TUpdateMatchRequest } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { matchKeys } from './keys';
import { toMatch } from './normalize-match';

/** PUT /matches/{id}. */
export async function updateMatch(id: string, body: TUpdateMatchRequest): Promise<TMatch> {
  const raw = unwrap<Record<string, unknown>>(
    await api.put<unknown>(`/matches/${id}`, body),
    'match',
  );
  const match = raw ? toMatch(raw) : null;
  if (!match) throw new Error('NOT_FOUND');
  return match;
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

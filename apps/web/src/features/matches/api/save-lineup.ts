import type { TLineupRequest, TMatch } from '@futsal/shared/schemas/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { matchKeys } from './keys';
import { toMatch } from './normalize-match';

/** PUT /matches/{id}/lineup: 5 starters, at most 9 substitutes. */
export async function saveLineup(id: string, body: TLineupRequest): Promise<TMatch | null> {
  const raw = unwrap<Record<string, unknown>>(
    await api.put<unknown>(`/matches/${id}/lineup`, body),
    'match',
  );
  return raw && typeof raw === 'object' && ('_id' in raw || 'id' in raw) ? toMatch(raw) : null;
}

export function useSaveLineupMutation(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLineupRequest) => saveLineup(matchId, body),
    onSuccess: (match, body) => {
      queryClient.setQueryData(
        matchKeys.detail(matchId),
        (old: TMatch | undefined) => match ?? (old ? { ...old, lineup: body } : old),
      );
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** DELETE /matches/{id}. */
export function deleteMatch(id: string): Promise<unknown> {
  return api.delete<unknown>(`/matches/${id}`);
}

export function useDeleteMatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: matchKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from '../../teams';
import { playerKeys } from './keys';

/** DELETE /players/{id}. */
export async function deletePlayer({ id }: { id: string; teamId: string }): Promise<void> {
  await api.delete<unknown>(`/players/${id}`);
}

export function useDeletePlayerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: (_data, { id, teamId }) => {
      queryClient.removeQueries({ queryKey: playerKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.byTeam(teamId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.list }),
      ]);
    },
  });
}

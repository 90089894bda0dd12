import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from '../../subscription';
import { teamKeys } from './get-team';

/** DELETE /teams/{id}: the server removes its players, competitions and matches too. */
export async function deleteTeam(id: string): Promise<void> {
  await api.delete<unknown>(`/teams/${id}`);
}

export function useDeleteTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(id) });
      // The plan's usage (teams and their competitions) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      return queryClient.invalidateQueries({ queryKey: teamKeys.list });
    },
  });
}

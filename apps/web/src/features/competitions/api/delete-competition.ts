import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceCompetitionsChanged } from './create-competition';
import { subscriptionKeys } from '../../subscription';
import { competitionKeys } from './get-team-competitions';

/** DELETE /tournaments/{id}. */
export async function deleteCompetition({ id }: { id: string; teamId: string }): Promise<void> {
  await api.delete<unknown>(`/tournaments/${id}`);
}

export function useDeleteCompetitionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetition,
    onSuccess: async (_data, { id, teamId }) => {
      queryClient.removeQueries({ queryKey: competitionKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: competitionKeys.byTeam(teamId) });
      // The plan's usage (competitions counted against the limit) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      announceCompetitionsChanged();
    },
  });
}

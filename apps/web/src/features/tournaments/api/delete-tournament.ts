import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceTournamentsChanged } from './create-tournament';
import { subscriptionKeys } from '../../subscription';
import { tournamentKeys } from './get-team-tournaments';

/** DELETE /tournaments/{id}. */
export async function deleteTournament({ id }: { id: string; teamId: string }): Promise<void> {
  await api.delete<unknown>(`/tournaments/${id}`);
}

export function useDeleteTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: async (_data, { id, teamId }) => {
      queryClient.removeQueries({ queryKey: tournamentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) });
      // The plan's usage (competitions counted against the limit) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      announceTournamentsChanged();
    },
  });
}

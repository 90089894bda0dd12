import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceTournamentsChanged } from './create-tournament';
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
      announceTournamentsChanged();
    },
  });
}

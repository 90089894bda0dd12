import type { TUpdateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceTournamentsChanged, toSavedCompetition } from './create-tournament';
import { tournamentKeys } from './get-team-tournaments';
import type { TCompetitionView } from './get-tournament';

/** PUT /tournaments/{id}: every field but the team. */
export async function updateTournament({
  id,
  body,
}: {
  id: string;
  teamId: string;
  body: TUpdateCompetitionRequest;
}): Promise<TCompetitionView | null> {
  return toSavedCompetition(await api.put<unknown>(`/tournaments/${id}`, body));
}

export function useUpdateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTournament,
    onSuccess: async (saved, { id, teamId }) => {
      if (saved) queryClient.setQueryData(tournamentKeys.detail(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) }),
      ]);
      announceTournamentsChanged();
    },
  });
}

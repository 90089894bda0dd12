import type { TCompetition, TUpdateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { announceTournamentsChanged } from './create-tournament';
import { tournamentKeys } from './get-team-tournaments';

/** PUT /tournaments/{id}: every field but the team. */
export async function updateTournament({
  id,
  body,
}: {
  id: string;
  teamId: string;
  body: TUpdateCompetitionRequest;
}): Promise<TCompetition> {
  return checked(api.put(`/tournaments/${id}`, body), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetition),
  );
}

export function useUpdateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTournament,
    onSuccess: async (saved, { id, teamId }) => {
      queryClient.setQueryData(tournamentKeys.detail(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) }),
      ]);
      announceTournamentsChanged();
    },
  });
}

import {
  ZCompetition,
  type TCompetition,
  type TCreateCompetitionRequest,
} from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tournamentKeys } from './get-team-tournaments';

/** Tells the side menu (and anyone listening) to reload the team's competitions at once. */
export function announceTournamentsChanged(): void {
  window.dispatchEvent(new Event('tournamentCreated'));
}

/** POST /tournaments/team/{teamId}. */
export async function createTournament({
  teamId,
  body,
}: {
  teamId: string;
  body: TCreateCompetitionRequest;
}): Promise<TCompetition> {
  return ZCompetition.parse(await api.post<unknown>(`/tournaments/team/${teamId}`, body));
}

export function useCreateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: async (saved, { teamId }) => {
      queryClient.setQueryData(tournamentKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) });
      announceTournamentsChanged();
    },
  });
}

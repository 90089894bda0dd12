import type { TCompetition, TCreateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from '../../subscription';
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
  return checked(api.post(`/tournaments/team/${teamId}`, body), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetition),
  );
}

export function useCreateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: async (saved, { teamId }) => {
      queryClient.setQueryData(tournamentKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) });
      // The plan's usage (competitions counted against the limit) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      announceTournamentsChanged();
    },
  });
}

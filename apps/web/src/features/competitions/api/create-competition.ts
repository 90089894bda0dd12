import type { TCompetition, TCreateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from '../../subscription';
import { competitionKeys } from './get-team-competitions';

/** Tells the side menu (and anyone listening) to reload the team's competitions at once. */
export function announceCompetitionsChanged(): void {
  window.dispatchEvent(new Event('competitionCreated'));
}

/** POST /tournaments/team/{teamId}. */
export async function createCompetition({
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

export function useCreateCompetitionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompetition,
    onSuccess: async (saved, { teamId }) => {
      queryClient.setQueryData(competitionKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: competitionKeys.byTeam(teamId) });
      // The plan's usage (competitions counted against the limit) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      announceCompetitionsChanged();
    },
  });
}

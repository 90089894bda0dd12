import type { TCompetition, TUpdateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { announceCompetitionsChanged } from './create-competition';
import { competitionKeys } from './get-team-competitions';

/** PUT /tournaments/{id}: every field but the team. */
export async function updateCompetition({
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

export function useUpdateCompetitionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompetition,
    onSuccess: async (saved, { id, teamId }) => {
      queryClient.setQueryData(competitionKeys.detail(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: competitionKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: competitionKeys.byTeam(teamId) }),
      ]);
      announceCompetitionsChanged();
    },
  });
}

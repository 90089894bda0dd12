import type { TCreateCompetitionRequest } from '@futsal/shared/schemas/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { tournamentKeys } from './get-team-tournaments';
import { toCompetition, type TCompetitionView } from './get-tournament';

/** Tells the side menu (and anyone listening) to reload the team's competitions at once. */
export function announceTournamentsChanged(): void {
  window.dispatchEvent(new Event('tournamentCreated'));
}

export function toSavedCompetition(data: unknown): TCompetitionView | null {
  const raw = unwrap<Record<string, unknown>>(data, 'tournament');
  return raw && typeof raw === 'object' ? toCompetition(raw) : null;
}

/** POST /tournaments/team/{teamId}. */
export async function createTournament({
  teamId,
  body,
}: {
  teamId: string;
  body: TCreateCompetitionRequest;
}): Promise<TCompetitionView | null> {
  return toSavedCompetition(await api.post<unknown>(`/tournaments/team/${teamId}`, body));
}

export function useCreateTournamentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: async (saved, { teamId }) => {
      if (saved) queryClient.setQueryData(tournamentKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) });
      announceTournamentsChanged();
    },
  });
}

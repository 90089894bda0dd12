import type { TCompetition } from '@futsal/shared/schemas/competition';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { tournamentKeys } from './get-team-tournaments';

/** GET /tournaments/{id}. */
export async function getTournament(id: string): Promise<TCompetition> {
  requireId(id, 'TOURNAMENT_ID_INVALID');
  return checked(api.get(`/tournaments/${id}`), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetition),
  );
}

export function useTournamentQuery(id: string | undefined) {
  return useQuery({
    queryKey: tournamentKeys.detail(id ?? ''),
    queryFn: () => getTournament(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}

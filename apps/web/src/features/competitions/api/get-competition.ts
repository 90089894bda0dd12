import type { TCompetition } from '@futsal/shared/schemas/competition';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { competitionKeys } from './get-team-competitions';

/** GET /tournaments/{id}. */
export async function getCompetition(id: string): Promise<TCompetition> {
  requireId(id, 'COMPETITION_ID_INVALID');
  return checked(api.get(`/tournaments/${id}`), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetition),
  );
}

export function useCompetitionQuery(id: string | undefined) {
  return useQuery({
    queryKey: competitionKeys.detail(id ?? ''),
    queryFn: () => getCompetition(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}

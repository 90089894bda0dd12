import type { TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** GET /matches/tournament/{tournamentId}?teamId={teamId}. */
export async function getCompetitionMatches(
  competitionId: string,
  teamId: string,
): Promise<TMatch[]> {
  requireId(competitionId, 'COMPETITION_ID_INVALID');
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(
    api.get(`/matches/tournament/${competitionId}?teamId=${encodeURIComponent(teamId)}`),
    () => import('@futsal/shared/schemas/match').then((m) => m.ZMatchList),
  );
}

export function useCompetitionMatchesQuery(
  competitionId: string | undefined,
  teamId: string | undefined,
) {
  return useQuery({
    queryKey: matchKeys.byCompetition(competitionId ?? '', teamId ?? ''),
    queryFn: () => getCompetitionMatches(competitionId ?? '', teamId ?? ''),
    enabled: Boolean(competitionId && teamId),
  });
}

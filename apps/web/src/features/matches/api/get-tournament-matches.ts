import type { TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** GET /matches/tournament/{tournamentId}?teamId={teamId}. */
export async function getTournamentMatches(
  tournamentId: string,
  teamId: string,
): Promise<TMatch[]> {
  requireId(tournamentId, 'TOURNAMENT_ID_INVALID');
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(
    api.get(`/matches/tournament/${tournamentId}?teamId=${encodeURIComponent(teamId)}`),
    () => import('@futsal/shared/schemas/match').then((m) => m.ZMatchList),
  );
}

export function useTournamentMatchesQuery(
  tournamentId: string | undefined,
  teamId: string | undefined,
) {
  return useQuery({
    queryKey: matchKeys.byTournament(tournamentId ?? '', teamId ?? ''),
    queryFn: () => getTournamentMatches(tournamentId ?? '', teamId ?? ''),
    enabled: Boolean(tournamentId && teamId),
  });
}

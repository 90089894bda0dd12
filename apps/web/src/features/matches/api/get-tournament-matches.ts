import { ZMatch, type TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** GET /matches/tournament/{tournamentId}?teamId={teamId}. */
export async function getTournamentMatches(
  tournamentId: string,
  teamId: string,
): Promise<TMatch[]> {
  requireId(tournamentId, 'TOURNAMENT_ID_INVALID');
  requireId(teamId, 'TEAM_ID_INVALID');
  return z
    .array(ZMatch)
    .parse(
      await api.get<unknown>(
        `/matches/tournament/${tournamentId}?teamId=${encodeURIComponent(teamId)}`,
      ),
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

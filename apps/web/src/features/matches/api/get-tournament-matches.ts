import { isValidId } from '@futsal/shared/schemas/common';
import type { TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';
import { toMatchList } from './normalize-match';

/** GET /matches/tournament/{tournamentId}?teamId={teamId}. */
export async function getTournamentMatches(
  tournamentId: string,
  teamId: string,
): Promise<TMatch[]> {
  if (!isValidId(tournamentId)) throw new Error('ID de torneo inválido');
  if (!isValidId(teamId)) throw new Error('ID de equipo inválido');
  return toMatchList(
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

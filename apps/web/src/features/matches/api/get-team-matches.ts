import { isValidId } from '@futsal/shared/schemas/common';
import type { TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';
import { toMatchList } from './normalize-match';

/** GET /matches/team/{teamId}. */
export async function getTeamMatches(teamId: string): Promise<TMatch[]> {
  if (!isValidId(teamId)) throw new Error('ID de equipo inválido');
  return toMatchList(await api.get<unknown>(`/matches/team/${teamId}`));
}

export function useTeamMatchesQuery(teamId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: matchKeys.byTeam(teamId ?? ''),
    queryFn: () => getTeamMatches(teamId ?? ''),
    enabled: Boolean(teamId) && enabled,
  });
}

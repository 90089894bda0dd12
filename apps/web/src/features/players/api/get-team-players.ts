import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { playerKeys, toPlayer, type TPlayer } from './normalize-player';

/** GET /teams/{teamId}/players, sorted by shirt number. */
export async function getTeamPlayers(teamId: string): Promise<TPlayer[]> {
  if (!isValidId(teamId)) throw new Error('ID de equipo inválido');
  const list = unwrap<unknown>(await api.get<unknown>(`/teams/${teamId}/players`), 'players');
  if (!Array.isArray(list)) return [];
  return list
    .map((p) => toPlayer(p as Record<string, unknown>))
    .filter((p): p is TPlayer => p !== null)
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

export function useTeamPlayersQuery(teamId: string | undefined) {
  return useQuery({
    queryKey: playerKeys.byTeam(teamId ?? ''),
    queryFn: () => getTeamPlayers(teamId ?? ''),
    enabled: Boolean(teamId),
    retry: false,
  });
}

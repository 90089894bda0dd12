import type { TPlayer } from '@futsal/shared/schemas/player';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { playerKeys } from './keys';

/** GET /teams/{teamId}/players, sorted by shirt number. */
export async function getTeamPlayers(teamId: string): Promise<TPlayer[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const list = await checked(api.get(`/teams/${teamId}/players`), () =>
    import('@futsal/shared/schemas/player').then((m) => m.ZPlayerList),
  );
  return list.sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

export function useTeamPlayersQuery(teamId: string | undefined) {
  return useQuery({
    queryKey: playerKeys.byTeam(teamId ?? ''),
    queryFn: () => getTeamPlayers(teamId ?? ''),
    enabled: Boolean(teamId),
    retry: false,
  });
}

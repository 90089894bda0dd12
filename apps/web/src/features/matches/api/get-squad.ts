import type { TPlayerStatus, TPosition } from '@futsal/shared/schemas/player';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** What the lineup and the console need of a player. */
export interface TSquadPlayer {
  id: string;
  name: string;
  number: number | null;
  position: TPosition | string;
  status: TPlayerStatus | string;
}

/** GET /teams/{teamId}/players, as the squad: sorted by shirt number. */
export async function getSquad(teamId: string): Promise<TSquadPlayer[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const players = await checked(api.get(`/teams/${teamId}/players`), () =>
    import('@futsal/shared/schemas/player').then((m) => m.ZPlayerList),
  );
  const squad = players.map((p) => ({
    id: p.id,
    name: p.name,
    number: p.number,
    position: p.positions.primary,
    status: p.status,
  }));
  return squad.sort((a, b) => a.number - b.number);
}

export const squadQuery = (teamId: string) =>
  queryOptions({
    queryKey: matchKeys.squad(teamId),
    queryFn: () => getSquad(teamId),
    staleTime: 60_000,
  });

export function useSquadQuery(teamId: string | undefined) {
  return useQuery({ ...squadQuery(teamId ?? ''), enabled: Boolean(teamId) });
}

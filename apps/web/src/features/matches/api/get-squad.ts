import { isValidId } from '@futsal/shared/schemas/common';
import type { TPlayerStatus, TPosition } from '@futsal/shared/schemas/player';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceId, unwrap } from '../../../lib/normalize';
import { matchKeys } from './keys';

/** What the lineup and the console need of a player. */
export interface TSquadPlayer {
  id: string;
  name: string;
  number: number | null;
  position: TPosition | string;
  status: TPlayerStatus | string;
}

export function toSquadPlayer(raw: Record<string, unknown>): TSquadPlayer | null {
  const id = resourceId(raw);
  if (!id) return null;
  const positions = (raw.positions ?? {}) as Record<string, unknown>;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    number: typeof raw.number === 'number' ? raw.number : null,
    position: typeof positions.primary === 'string' ? positions.primary : 'winger',
    status: typeof raw.status === 'string' ? raw.status : 'available',
  };
}

/** GET /teams/{teamId}/players, sorted by shirt number. */
export async function getSquad(teamId: string): Promise<TSquadPlayer[]> {
  if (!isValidId(teamId)) throw new Error('ID de equipo inválido');
  const list = unwrap<unknown>(await api.get<unknown>(`/teams/${teamId}/players`), 'players');
  if (!Array.isArray(list)) return [];
  return list
    .map((p) => toSquadPlayer(p as Record<string, unknown>))
    .filter((p): p is TSquadPlayer => p !== null)
    .sort((a, b) => (a.number ?? 999) - (b.number ?? 999));
}

export function useSquadQuery(teamId: string | undefined) {
  return useQuery({
    queryKey: matchKeys.squad(teamId ?? ''),
    queryFn: () => getSquad(teamId ?? ''),
    enabled: Boolean(teamId),
    staleTime: 60_000,
  });
}

import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { playerKeys, toPlayer, type TPlayer } from './normalize-player';

/** What the layout needs (breadcrumbs): id and name. A full player is one too. */
export interface TPlayerSummary {
  id: string;
  name: string;
}

/** GET /players/{id}: the whole player file. */
export async function getPlayer(id: string): Promise<TPlayer> {
  if (!isValidId(id)) throw new Error('ID de jugador inválido');
  const raw = unwrap<Record<string, unknown>>(await api.get<unknown>(`/players/${id}`), 'player');
  const player = raw && typeof raw === 'object' ? toPlayer(raw) : null;
  if (!player) throw new Error('ID de jugador inválido');
  return player;
}

export function usePlayerQuery(id: string | undefined) {
  return useQuery({
    queryKey: playerKeys.detail(id ?? ''),
    queryFn: () => getPlayer(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}

import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceId, unwrap } from '../../../lib/normalize';

export interface TPlayerSummary {
  id: string;
  name: string;
}

/** GET /players/{id} (only what the layout needs: id and name). */
export async function getPlayer(id: string): Promise<TPlayerSummary> {
  if (!isValidId(id)) throw new Error('ID de jugador inválido');
  const raw = unwrap<Record<string, unknown>>(await api.get<unknown>(`/players/${id}`), 'player');
  const playerId = resourceId(raw as { id?: unknown; _id?: unknown });
  if (!raw || !playerId) throw new Error('ID de jugador inválido');
  return { id: playerId, name: typeof raw.name === 'string' ? raw.name : '' };
}

export function usePlayerQuery(id: string | undefined) {
  return useQuery({
    queryKey: ['players', id ?? ''],
    queryFn: () => getPlayer(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}

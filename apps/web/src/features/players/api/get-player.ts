import type { TPlayer } from '@futsal/shared/schemas/player';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { playerKeys } from './keys';

/** What the layout needs (breadcrumbs): id and name. A full player is one too. */
export interface TPlayerSummary {
  id: string;
  name: string;
}

/** GET /players/{id}: the whole player file. */
export async function getPlayer(id: string): Promise<TPlayer> {
  requireId(id, 'PLAYER_ID_INVALID');
  return checked(api.get(`/players/${id}`), () =>
    import('@futsal/shared/schemas/player').then((m) => m.ZPlayer),
  );
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

import type { TMatchSuspensions } from '@futsal/shared/schemas/discipline';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /matches/{id}/suspensions: who may not play it, from the competition's cards. */
export async function getMatchSuspensions(id: string): Promise<TMatchSuspensions> {
  return checked(api.get(`/matches/${id}/suspensions`), () =>
    import('@futsal/shared/schemas/discipline').then((m) => m.ZMatchSuspensions),
  );
}

/** Asked only while a lineup is being picked: other matches' cards change it, so never cached long. */
export function useMatchSuspensionsQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.suspensions(id),
    queryFn: () => getMatchSuspensions(id),
    enabled: enabled && Boolean(id),
  });
}

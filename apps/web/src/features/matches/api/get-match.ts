import { ZMatch, type TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /matches/{id}. */
export async function getMatch(id: string): Promise<TMatch> {
  return ZMatch.parse(await api.get<unknown>(`/matches/${id}`));
}

export function useMatchQuery(id: string | undefined) {
  return useQuery({
    queryKey: matchKeys.detail(id ?? ''),
    queryFn: () => getMatch(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
}

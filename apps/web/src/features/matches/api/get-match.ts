import { ZMatch, type TMatch } from '@futsal/shared/schemas/match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /matches/{id}. */
export async function getMatch(id: string): Promise<TMatch> {
  return ZMatch.parse(await api.get<unknown>(`/matches/${id}`));
}

export const matchQuery = (id: string) =>
  queryOptions({ queryKey: matchKeys.detail(id), queryFn: () => getMatch(id), retry: false });

export function useMatchQuery(id: string | undefined) {
  return useQuery({ ...matchQuery(id ?? ''), enabled: Boolean(id) });
}

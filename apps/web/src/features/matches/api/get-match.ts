import type { TMatch } from '@futsal/shared/schemas/match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** GET /matches/{id}; the frame asks for it on every match page (breadcrumbs, missing guard). */
export async function getMatch(id: string): Promise<TMatch> {
  return checked(api.get(`/matches/${id}`), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatch),
  );
}

export const matchQuery = (id: string) =>
  queryOptions({ queryKey: matchKeys.detail(id), queryFn: () => getMatch(id), retry: false });

export function useMatchQuery(id: string | undefined) {
  return useQuery({ ...matchQuery(id ?? ''), enabled: Boolean(id) });
}

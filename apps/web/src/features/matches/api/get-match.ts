import type { TMatch } from '@futsal/shared/schemas/match';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { matchKeys } from './keys';
import { toMatch } from './normalize-match';

/** GET /matches/{id}. */
export async function getMatch(id: string): Promise<TMatch> {
  const raw = unwrap<Record<string, unknown>>(await api.get<unknown>(`/matches/${id}`), 'match');
  const match = raw ? toMatch(raw) : null;
  if (!match) throw new Error('NOT_FOUND');
  return match;
}

export function useMatchQuery(id: string | undefined) {
  return useQuery({
    queryKey: matchKeys.detail(id ?? ''),
    queryFn: () => getMatch(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
}

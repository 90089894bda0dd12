import type { TUserResponse } from '@futsal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /auth/me. */
export function getMe(): Promise<TUserResponse> {
  return api.get<TUserResponse>('/auth/me');
}

export function useMeQuery(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: getMe,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

import { type TUserResponse, ZUserResponse } from '@futsal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /auth/me. */
export async function getMe(): Promise<TUserResponse> {
  return ZUserResponse.parse(await api.get<unknown>('/auth/me'));
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

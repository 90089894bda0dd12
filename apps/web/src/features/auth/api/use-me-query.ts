import type { TUserResponse } from '@futsal/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { authKeys } from './keys';

/**
 * The signed-in user (GET /auth/me), parsed with the shared contract: it and zod load beside
 * the request when a session exists, not with the sign-in page a first visit opens.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: (): Promise<TUserResponse> =>
      checked(api.get('/auth/me'), () =>
        import('@futsal/shared/schemas/auth').then((m) => m.ZUserResponse),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMeQuery(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}

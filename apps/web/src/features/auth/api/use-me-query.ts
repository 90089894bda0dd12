import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';

/**
 * The signed-in user (GET /auth/me). `getMe` parses with the shared contract, so it and zod
 * load when a session exists, not with the sign-in page a first visit opens.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: () => import('./get-me').then((m) => m.getMe()),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMeQuery(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}

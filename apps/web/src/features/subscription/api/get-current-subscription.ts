import type { TCurrentSubscriptionResponse } from '@futsal/shared/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

export { subscriptionKeys };

/** GET /subscriptions/current: `{ subscription, plan: { id } | null }`. */
export async function getCurrentSubscription(): Promise<TCurrentSubscriptionResponse> {
  return checked(api.get('/subscriptions/current'), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZCurrentSubscriptionResponse),
  );
}

export const currentSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.current,
    queryFn: getCurrentSubscription,
    retry: false,
    staleTime: 60_000,
  });

/** `pollMs`: refetch on that interval (result pages waiting for the provider's webhook). */
export function useCurrentSubscriptionQuery(enabled = true, pollMs: number | false = false) {
  return useQuery({
    ...currentSubscriptionQuery(),
    enabled,
    ...(pollMs ? { staleTime: 0, refetchInterval: pollMs } : {}),
  });
}

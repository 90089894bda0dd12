import {
  ZCurrentSubscriptionResponse,
  type TCurrentSubscriptionResponse,
} from '@futsal/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

export { subscriptionKeys };

/** GET /subscriptions/current: `{ subscription, plan: { id } | null }`. */
export async function getCurrentSubscription(): Promise<TCurrentSubscriptionResponse> {
  return ZCurrentSubscriptionResponse.parse(await api.get<unknown>('/subscriptions/current'));
}

/** `pollMs`: refetch on that interval (result pages waiting for the provider's webhook). */
export function useCurrentSubscriptionQuery(enabled = true, pollMs: number | false = false) {
  return useQuery({
    queryKey: subscriptionKeys.current,
    queryFn: getCurrentSubscription,
    enabled,
    retry: false,
    staleTime: pollMs ? 0 : 60_000,
    refetchInterval: pollMs,
  });
}

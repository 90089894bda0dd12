import type { TCurrentSubscriptionResponse } from '@futsal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const subscriptionKeys = {
  current: ['subscriptions', 'current'] as const,
};

/** GET /subscriptions/current: `{ subscription, plan: { id } | null }`. */
export function getCurrentSubscription(): Promise<TCurrentSubscriptionResponse> {
  return api.get<TCurrentSubscriptionResponse>('/subscriptions/current');
}

export function useCurrentSubscriptionQuery(enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.current,
    queryFn: getCurrentSubscription,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

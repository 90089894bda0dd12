import type { TSubscriptionHistoryResponse } from '@futsal/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/history: every subscription, newest first, with its payments. */
export async function getSubscriptionHistory(): Promise<TSubscriptionHistoryResponse> {
  return checked(api.get('/subscriptions/history'), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZSubscriptionHistoryResponse),
  );
}

/** `poll`: how long to wait before asking again, given the last answer (false: stop). */
export function useSubscriptionHistoryQuery(
  enabled = true,
  poll: (data: TSubscriptionHistoryResponse | undefined) => number | false = () => false,
) {
  return useQuery({
    queryKey: subscriptionKeys.history,
    queryFn: getSubscriptionHistory,
    enabled,
    retry: false,
    refetchInterval: (query) => poll(query.state.data),
  });
}

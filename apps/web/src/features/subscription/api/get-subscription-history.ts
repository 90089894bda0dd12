import {
  ZSubscriptionHistoryResponse,
  type TSubscriptionHistoryResponse,
} from '@futsal/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/history: every subscription, newest first, with its payments. */
export async function getSubscriptionHistory(): Promise<TSubscriptionHistoryResponse> {
  return ZSubscriptionHistoryResponse.parse(await api.get<unknown>('/subscriptions/history'));
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

import {
  ZCreateSubscriptionResponse,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
} from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/create: a pending subscription and where to pay for it. */
export async function createSubscription(
  body: TCreateSubscriptionRequest,
): Promise<TCreateSubscriptionResponse> {
  return ZCreateSubscriptionResponse.parse(await api.post<unknown>('/subscriptions/create', body));
}

/** On success the browser leaves for the provider's checkout. */
export function useCreateSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      window.location.assign(data.checkoutUrl);
    },
  });
}

import type {
  TCreateSubscriptionRequest,
  TCreateSubscriptionResponse,
} from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/create: a pending subscription and where to pay for it. */
export async function createSubscription(
  body: TCreateSubscriptionRequest,
): Promise<TCreateSubscriptionResponse> {
  return checked(api.post('/subscriptions/create', body), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZCreateSubscriptionResponse),
  );
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

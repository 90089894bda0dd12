import type { TSubscriptionResponse } from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/{id}/cancel. */
export async function cancelSubscription(id: string): Promise<TSubscriptionResponse> {
  return checked(api.post(`/subscriptions/${id}/cancel`), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZSubscriptionResponse),
  );
}

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Spec §4: the current subscription is reloaded after cancel.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

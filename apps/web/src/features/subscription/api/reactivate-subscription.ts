import type { TSubscriptionResponse } from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/{id}/reactivate. */
export async function reactivateSubscription(id: string): Promise<TSubscriptionResponse> {
  return checked(api.post(`/subscriptions/${id}/reactivate`), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZSubscriptionResponse),
  );
}

export function useReactivateSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    // Spec §4: the current subscription is reloaded after reactivate.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

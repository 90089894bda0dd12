import {
  ZSubscriptionResponse,
  type TSubscriptionResponse,
} from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/{id}/reactivate. */
export async function reactivateSubscription(id: string): Promise<TSubscriptionResponse> {
  return ZSubscriptionResponse.parse(await api.post<unknown>(`/subscriptions/${id}/reactivate`));
}

export function useReactivateSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    // Spec §4: the current subscription is reloaded after reactivate.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

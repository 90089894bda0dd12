import type {
  TChangeSubscriptionRequest,
  TChangeSubscriptionResponse,
} from '@futsal/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/{id}/change: an upgrade applies now, a downgrade at the next billing date. */
export async function changeSubscription(
  id: string,
  body: TChangeSubscriptionRequest,
): Promise<TChangeSubscriptionResponse> {
  return checked(api.post(`/subscriptions/${id}/change`, body), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZChangeSubscriptionResponse),
  );
}

export function useChangeSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TChangeSubscriptionRequest & { id: string }) =>
      changeSubscription(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

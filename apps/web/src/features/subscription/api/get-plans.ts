import type { TPlansResponse } from '@futsal/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/plans (public): the catalogue with limits and prices. */
export async function getPlans(): Promise<TPlansResponse> {
  return checked(api.get('/subscriptions/plans'), () =>
    import('@futsal/shared/schemas/subscription').then((m) => m.ZPlansResponse),
  );
}

export function usePlansQuery() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: getPlans, staleTime: 10 * 60_000 });
}

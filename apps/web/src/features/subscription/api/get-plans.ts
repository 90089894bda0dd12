import { ZPlansResponse, type TPlansResponse } from '@futsal/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/plans (public): the catalogue with limits and prices. */
export async function getPlans(): Promise<TPlansResponse> {
  return ZPlansResponse.parse(await api.get<unknown>('/subscriptions/plans'));
}

export function usePlansQuery() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: getPlans, staleTime: 10 * 60_000 });
}

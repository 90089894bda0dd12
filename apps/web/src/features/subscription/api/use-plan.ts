import type { TPlanFeature, TPlanResource } from '@futsal/shared/plans';
import type { TCurrentSubscriptionResponse } from '@futsal/shared/schemas/subscription';
import { useIdle } from '../../../lib/idle';
import { useCurrentSubscriptionQuery } from './get-current-subscription';

/** The signed-in coach's tier with what PLAN_TABLE gives it and what the account uses. */
export type TPlanState = Pick<
  TCurrentSubscriptionResponse,
  'tier' | 'limits' | 'features' | 'usage'
>;

/**
 * The plan in force, from GET /subscriptions/current (the top bar's query: asked once the page is
 * drawn, decision 0084, so one request serves both). null until known: nothing is gated then, and
 * the server still refuses what the plan does not allow.
 */
export function usePlan(): TPlanState | null {
  const { data } = useCurrentSubscriptionQuery(useIdle());
  return data ?? null;
}

/** Whether the plan has a feature; an unknown plan does not hide it. */
export function allows(plan: TPlanState | null, feature: TPlanFeature): boolean {
  return !plan || plan.features.includes(feature);
}

/** The limit of a resource, or null when unlimited or not known yet. */
export function limitOf(plan: TPlanState | null, resource: TPlanResource): number | null {
  return plan ? plan.limits[resource] : null;
}

/** Whether `used` already fills the plan's limit. */
export function isFull(plan: TPlanState | null, resource: TPlanResource, used: number): boolean {
  const limit = limitOf(plan, resource);
  return limit !== null && used >= limit;
}

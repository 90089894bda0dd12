import { z } from 'zod';
import { PLANS } from '../limits';

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired', 'pending', 'suspended'] as const;
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;

export const ZPlanId = z.enum(PLANS);

export const ZSubscription = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: ZPlanId,
  period: z.enum(BILLING_PERIODS),
  startDate: z.string(),
  nextBillingDate: z.string().nullable(),
  autoRenew: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** GET /subscriptions/current: the active subscription and its plan, or nulls. */
export const ZCurrentSubscriptionResponse = z.object({
  subscription: ZSubscription.nullable(),
  plan: z.object({ id: ZPlanId }).nullable(),
});
export type TCurrentSubscriptionResponse = z.infer<typeof ZCurrentSubscriptionResponse>;

/** Spec §2: the top bar button, from the current plan. */
export function subscribeButtonLabel(plan: (typeof PLANS)[number] | null): 'subscribe' | 'upgrade' | null {
  if (plan === null || plan === 'starter') return 'subscribe';
  if (plan !== 'pro') return 'upgrade';
  return null;
}

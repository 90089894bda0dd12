import { PLANS, type TPlan } from '../limits';
import type { TSubscription } from '../schemas/subscription';

// The values of schemas/subscription.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/subscription.ts re-exports them.

export const SUBSCRIPTION_STATUSES = [
  'active',
  'cancelled',
  'expired',
  'pending',
  'suspended',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago', 'stripe'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'approved', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_KINDS = ['initial', 'renewal', 'upgrade'] as const;

/** A yearly subscription costs this many monthly fees (spec: '1 month free'). */
export const YEARLY_BILLED_MONTHS = 11;

/** Plans in increasing order: a move to a later one is an upgrade. */
export function planRank(plan: TPlan): number {
  return PLANS.indexOf(plan);
}

/** The plan whose limits apply: active, or cancelled until the paid period ends. */
export function effectivePlan(sub: Pick<TSubscription, 'status' | 'plan'> | null): TPlan | null {
  return sub && (sub.status === 'active' || sub.status === 'cancelled') ? sub.plan : null;
}

/** Spec §2: the top bar button, from the current plan. */
export function subscribeButtonLabel(
  plan: (typeof PLANS)[number] | null,
): 'subscribe' | 'upgrade' | null {
  if (plan === null || plan === 'starter') return 'subscribe';
  if (plan !== 'pro') return 'upgrade';
  return null;
}

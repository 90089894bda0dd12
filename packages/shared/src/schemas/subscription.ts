import { z } from 'zod';
import { PLANS, type TPlan } from '../limits';
import { PLAN_FEATURES, PLAN_TABLE, PLAN_TIERS } from '../plans';
import {
  SUBSCRIPTION_STATUSES,
  BILLING_PERIODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENT_KINDS,
  YEARLY_BILLED_MONTHS,
} from '../values/subscription';

/** Their values, which need no zod, live in values/subscription.ts (decision 0105). */
export * from '../values/subscription';

export const ZPlanId = z.enum(PLANS, { error: 'validation.subscription.plan' });
export const ZBillingPeriod = z.enum(BILLING_PERIODS, { error: 'validation.subscription.period' });

/** A plan's limits (null = unlimited), from PLAN_TABLE. */
export const ZPlanLimits = z.object({
  teams: z.number().int().nullable(),
  players: z.number().int().nullable(),
  competitions: z.number().int().nullable(),
});

/** Amounts are integers in the currency's minor unit (cents). */
export const ZPlanOffer = z.object({
  id: ZPlanId,
  limits: ZPlanLimits,
  features: z.array(z.enum(PLAN_FEATURES)),
  prices: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
});
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

/** GET /subscriptions/plans (public). */
export const ZPlansResponse = z.object({
  currency: z.string(),
  yearlyFreeMonths: z.number().int(),
  plans: z.array(ZPlanOffer),
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/** The catalogue from monthly prices: a year is billed as YEARLY_BILLED_MONTHS months. */
export function planCatalogue(currency: string, monthly: Record<TPlan, number>): TPlansResponse {
  return {
    currency,
    yearlyFreeMonths: 12 - YEARLY_BILLED_MONTHS,
    plans: PLANS.map((id) => ({
      id,
      limits: { ...PLAN_TABLE[id].limits },
      features: [...PLAN_TABLE[id].features],
      prices: { monthly: monthly[id], yearly: monthly[id] * YEARLY_BILLED_MONTHS },
    })),
  };
}

export const ZPayment = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  kind: z.enum(PAYMENT_KINDS),
  plan: ZPlanId,
  period: ZBillingPeriod,
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZSubscription = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: ZPlanId,
  period: ZBillingPeriod,
  startDate: z.string(),
  /** The end of the paid period: the next charge, or the end date when cancelled. */
  nextBillingDate: z.string().nullable(),
  autoRenew: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  cancelledAt: z.string().nullable().optional(),
  /** A renewal failed at this time; the subscription is suspended after the grace period. */
  paymentFailedAt: z.string().nullable().optional(),
  /** A downgrade that applies at the next billing date. */
  scheduledChange: z
    .object({ plan: ZPlanId, period: ZBillingPeriod, effectiveDate: z.string() })
    .nullable()
    .optional(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** GET /subscriptions/current: the subscription in force (active, cancelled until its end, pending or suspended) and its plan, or nulls. */
export const ZCurrentSubscriptionResponse = z.object({
  subscription: ZSubscription.nullable(),
  plan: z.object({ id: ZPlanId }).nullable(),
  /** The tier in force ('none' = free) with what PLAN_TABLE gives it, and what the account uses. */
  tier: z.enum(PLAN_TIERS),
  limits: ZPlanLimits,
  features: z.array(z.enum(PLAN_FEATURES)),
  /** Teams and competitions of the account; players are counted per team (TTeam.players). */
  usage: z.object({ teams: z.number().int(), competitions: z.number().int() }),
});
export type TCurrentSubscriptionResponse = z.infer<typeof ZCurrentSubscriptionResponse>;

export const ZSubscriptionWithPayments = ZSubscription.extend({ payments: z.array(ZPayment) });
export type TSubscriptionWithPayments = z.infer<typeof ZSubscriptionWithPayments>;

/** GET /subscriptions/history: newest first, each with its payments (newest first). */
export const ZSubscriptionHistoryResponse = z.object({
  subscriptions: z.array(ZSubscriptionWithPayments),
});
export type TSubscriptionHistoryResponse = z.infer<typeof ZSubscriptionHistoryResponse>;

/** POST /subscriptions/create and POST /subscriptions/{id}/change. */
export const ZCreateSubscriptionRequest = z.object({ plan: ZPlanId, period: ZBillingPeriod });
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;
export const ZChangeSubscriptionRequest = ZCreateSubscriptionRequest;
export type TChangeSubscriptionRequest = TCreateSubscriptionRequest;

/** The subscription waits as pending until the provider reports the payment made at checkoutUrl. */
export const ZCreateSubscriptionResponse = z.object({
  subscription: ZSubscription,
  checkoutUrl: z.string(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

export const ZSubscriptionResponse = z.object({ subscription: ZSubscription });
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

/** An upgrade applies now; a downgrade or a period change at the next billing date. */
export const ZChangeSubscriptionResponse = z.object({
  subscription: ZSubscription,
  appliesAt: z.enum(['now', 'nextBilling']),
});
export type TChangeSubscriptionResponse = z.infer<typeof ZChangeSubscriptionResponse>;

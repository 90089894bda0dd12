import {
  BILLING_PERIODS,
  PAYMENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLANS,
  SUBSCRIPTION_STATUSES,
  type TPayment,
  type TSubscription,
} from '@futsal/shared';
import type { TPaymentRow, TSubscriptionRow } from '../../db/schema';
import { oneOf } from '../../lib/enum-column';

export function presentSubscription(row: TSubscriptionRow): TSubscription {
  const scheduled =
    row.scheduledPlan && row.scheduledPeriod && row.nextBillingDate
      ? {
          plan: oneOf(PLANS, row.scheduledPlan),
          period: oneOf(BILLING_PERIODS, row.scheduledPeriod),
          effectiveDate: row.nextBillingDate.toISOString(),
        }
      : null;
  return {
    id: row.id,
    _id: row.id,
    status: oneOf(SUBSCRIPTION_STATUSES, row.status),
    plan: oneOf(PLANS, row.plan),
    period: oneOf(BILLING_PERIODS, row.period),
    startDate: row.startDate.toISOString(),
    nextBillingDate: row.nextBillingDate ? row.nextBillingDate.toISOString() : null,
    autoRenew: row.autoRenew,
    provider: oneOf(PAYMENT_PROVIDERS, row.provider),
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    paymentFailedAt: row.paymentFailedAt ? row.paymentFailedAt.toISOString() : null,
    scheduledChange: scheduled,
  };
}

export function presentPayment(row: TPaymentRow): TPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: oneOf(PAYMENT_STATUSES, row.status),
    kind: oneOf(PAYMENT_KINDS, row.kind),
    plan: oneOf(PLANS, row.plan),
    period: oneOf(BILLING_PERIODS, row.period),
    createdAt: row.createdAt.toISOString(),
  };
}

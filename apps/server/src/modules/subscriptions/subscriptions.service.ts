import {
  BILLING_PERIODS,
  PLANS,
  SUBSCRIPTION_STATUSES,
  type TCurrentSubscriptionResponse,
  type TSubscription,
} from '@futsal/shared';
import type { TSubscriptionRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { oneOf } from '../../lib/enum-column';
import type { SubscriptionsRepository } from './subscriptions.repository';

export function presentSubscription(row: TSubscriptionRow): TSubscription {
  return {
    id: row.id,
    _id: row.id,
    status: oneOf(SUBSCRIPTION_STATUSES, row.status),
    plan: oneOf(PLANS, row.plan),
    period: oneOf(BILLING_PERIODS, row.period),
    startDate: row.startDate.toISOString(),
    nextBillingDate: row.nextBillingDate ? row.nextBillingDate.toISOString() : null,
    autoRenew: row.autoRenew,
  };
}

export class SubscriptionsService {
  constructor(private readonly repo: SubscriptionsRepository) {}

  /** Only the caller's own subscription is ever looked up. */
  async current(auth: AuthContext): Promise<TCurrentSubscriptionResponse> {
    const row = await this.repo.findActiveByUser(auth.userId);
    if (!row) return { subscription: null, plan: null };
    const subscription = presentSubscription(row);
    return { subscription, plan: { id: subscription.plan } };
  }
}

import { YEARLY_BILLED_MONTHS, type TBillingPeriod, type TPlan } from '@futsal/shared';
import type { TSubscriptionRow } from '../../db/schema';
import type { ProviderEvent } from '../../lib/payments/types';
import type { SubscriptionPatch } from './subscriptions.repository';

/** The same day `times` months or years later (negative: earlier) (UTC; the 31st falls back to the month's last day). */
export function addPeriod(from: Date, period: TBillingPeriod, times = 1): Date {
  const months = (period === 'monthly' ? 1 : 12) * times;
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** What a period costs, in minor units: a year is YEARLY_BILLED_MONTHS months. */
export function periodPrice(
  monthly: Record<TPlan, number>,
  plan: TPlan,
  period: TBillingPeriod,
): number {
  return period === 'monthly' ? monthly[plan] : monthly[plan] * YEARLY_BILLED_MONTHS;
}

export interface PaymentChange {
  kind: 'initial' | 'renewal';
  status: 'pending' | 'approved' | 'failed';
}

export interface Transition {
  patch: SubscriptionPatch;
  payment: PaymentChange | null;
}

/**
 * What a provider event does to a subscription, or null when it changes
 * nothing. Statuses only move forward: a payment never revives a cancelled or
 * expired subscription, a late 'pending' never undoes an approval, and a
 * failure older than the newest event applied is history, not a new failure.
 */
export function eventTransition(
  row: TSubscriptionRow,
  ev: ProviderEvent,
  now: Date,
): Transition | null {
  const period = row.period as TBillingPeriod;
  const newer = !row.lastEventAt || ev.occurredAt.getTime() > row.lastEventAt.getTime();
  const ref =
    ev.newProviderRef && ev.newProviderRef !== row.providerRef
      ? { providerRef: ev.newProviderRef }
      : {};
  switch (ev.outcome) {
    case 'approved':
      if (row.status === 'pending') {
        return {
          patch: {
            ...ref,
            status: 'active',
            startDate: now,
            nextBillingDate: ev.periodEnd ?? addPeriod(now, period),
            paymentFailedAt: null,
          },
          payment: { kind: 'initial', status: 'approved' },
        };
      }
      if (row.status === 'suspended' && newer) {
        return {
          patch: {
            ...ref,
            status: 'active',
            nextBillingDate: ev.periodEnd ?? addPeriod(now, period),
            paymentFailedAt: null,
          },
          payment: { kind: 'renewal', status: 'approved' },
        };
      }
      if (row.status === 'active') {
        const next = row.nextBillingDate;
        if (ev.periodEnd && next && ev.periodEnd.getTime() > next.getTime()) {
          // A renewal charged by the provider: the scheduled downgrade starts with the new period.
          return {
            patch: {
              ...ref,
              ...scheduledApplied(row),
              nextBillingDate: ev.periodEnd,
              paymentFailedAt: null,
            },
            payment: { kind: 'renewal', status: 'approved' },
          };
        }
        if (row.paymentFailedAt && newer) {
          return {
            patch: { ...ref, paymentFailedAt: null },
            payment: { kind: 'renewal', status: 'approved' },
          };
        }
      }
      return Object.keys(ref).length ? { patch: ref, payment: null } : null;
    case 'failed':
      if (row.status === 'pending') {
        return { patch: { status: 'expired' }, payment: { kind: 'initial', status: 'failed' } };
      }
      if (row.status === 'active' && newer && !row.paymentFailedAt) {
        return { patch: { paymentFailedAt: now }, payment: { kind: 'renewal', status: 'failed' } };
      }
      return null;
    case 'pending':
      return row.status === 'pending'
        ? { patch: ref, payment: { kind: 'initial', status: 'pending' } }
        : null;
    case 'cancelled':
      if (row.status === 'active') {
        return {
          patch: {
            status: 'cancelled',
            autoRenew: false,
            cancelledAt: now,
            scheduledPlan: null,
            scheduledPeriod: null,
          },
          payment: null,
        };
      }
      if (row.status === 'pending' || row.status === 'suspended')
        return { patch: { status: 'expired' }, payment: null };
      return null;
    default:
      return null;
  }
}

/** The plan and period in force after a renewal: a scheduled downgrade takes over. */
export function scheduledApplied(row: TSubscriptionRow): SubscriptionPatch {
  if (!row.scheduledPlan || !row.scheduledPeriod) return {};
  return {
    plan: row.scheduledPlan,
    period: row.scheduledPeriod,
    scheduledPlan: null,
    scheduledPeriod: null,
  };
}

import type { TSubscription } from '@futsal/shared/schemas/subscription';
import { describe, expect, it } from 'vitest';
import { planChoices } from './PlanChangeOptions';

const sub = (plan: TSubscription['plan'], period: TSubscription['period']): TSubscription => ({
  id: '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f',
  _id: '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f',
  status: 'active',
  plan,
  period,
  startDate: '2026-03-10T12:00:00.000Z',
  nextBillingDate: '2026-04-10T12:00:00.000Z',
  autoRenew: true,
});

describe('planChoices', () => {
  it('offers the other plans in the same period, marking upgrades, and the other period of the same plan', () => {
    expect(planChoices(sub('club', 'monthly'))).toEqual([
      { plan: 'starter', period: 'monthly', upgrade: false },
      { plan: 'pro', period: 'monthly', upgrade: true },
      { plan: 'club', period: 'yearly', upgrade: false },
    ]);
    expect(planChoices(sub('pro', 'yearly')).filter((c) => c.upgrade)).toEqual([]);
    expect(
      planChoices(sub('starter', 'yearly'))
        .filter((c) => c.upgrade)
        .map((c) => c.plan),
    ).toEqual(['club', 'pro']);
  });
});

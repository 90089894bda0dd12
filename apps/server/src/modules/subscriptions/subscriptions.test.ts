import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { subscriptions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const current = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: token ? bearer(token) : {} });

describe('GET /api/subscriptions/current', () => {
  it('refuses anonymous callers', async () => {
    const res = await current(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers nulls without an active subscription', async () => {
    const a = await registerAndLogin(t.app);
    await t.db.insert(subscriptions).values({
      userId: a.user.id,
      plan: 'pro',
      period: 'monthly',
      status: 'cancelled',
      startDate: new Date('2025-01-01T00:00:00Z'),
      autoRenew: false,
    });
    const res = await current(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscription: null, plan: null });
  });

  it("answers the owner's active subscription and its plan, never another user's", async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        userId: a.user.id,
        plan: 'club',
        period: 'yearly',
        status: 'active',
        startDate: new Date('2025-03-01T00:00:00Z'),
        nextBillingDate: new Date('2026-03-01T00:00:00Z'),
        autoRenew: true,
      })
      .returning();
    const res = await current(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subscription: {
        id: row?.id,
        _id: row?.id,
        status: 'active',
        plan: 'club',
        period: 'yearly',
        startDate: '2025-03-01T00:00:00.000Z',
        nextBillingDate: '2026-03-01T00:00:00.000Z',
        autoRenew: true,
      },
      plan: { id: 'club' },
    });
    expect((await current(b.token)).json()).toEqual({ subscription: null, plan: null });
  });
});

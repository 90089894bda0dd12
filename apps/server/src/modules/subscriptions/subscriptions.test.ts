import type { TSubscription } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEnv,
  deliver,
  sandboxEvent,
  startCheckout,
  subscribe,
  TestClock,
} from '../../../test/billing';
import { createPlayer, createTeam, playerBody } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp(
    { ...billingEnv, PLAN_PRICE_CLUB: '10', PLAN_PRICE_PRO: '20', PLAN_PRICE_STARTER: '5' },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const current = async (token: string) =>
  (await get('/api/subscriptions/current', token)).json<{
    subscription: TSubscription | null;
    plan: { id: string } | null;
  }>();
const history = async (token: string) =>
  (await get('/api/subscriptions/history', token)).json<{
    subscriptions: (TSubscription & {
      payments: { kind: string; status: string; amount: number }[];
    })[];
  }>();

describe('GET /api/subscriptions/plans', () => {
  it('is public and prices a year as 11 months from the configured prices', async () => {
    const res = await get('/api/subscriptions/plans', null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('EUR');
    expect(body.yearlyFreeMonths).toBe(1);
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(['starter', 'club', 'pro']);
    expect(body.plans[1]).toMatchObject({
      id: 'club',
      limits: { players: 50, teams: 5, competitions: null },
      features: ['liveMatch', 'stats', 'reports', 'liveShare'],
      prices: { monthly: 1000, yearly: 11000 },
    });
    expect(body.plans[0].limits).toEqual({ players: 15, teams: 1, competitions: null });
    expect(body.plans[2].limits).toEqual({ players: null, teams: null, competitions: null });
  });
});

describe('access to every subscription route', () => {
  it('answers 401 to anonymous callers whatever the body or id', async () => {
    const id = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
    const calls = [
      get('/api/subscriptions/current', null),
      get('/api/subscriptions/history', null),
      post('/api/subscriptions/create', null, { plan: 'nope' }),
      post(`/api/subscriptions/${id}/cancel`, null),
      post(`/api/subscriptions/${id}/reactivate`, null),
      post(`/api/subscriptions/${id}/change`, null, { plan: 'x' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    // A malformed id is refused from the URL alone, for anyone (decision 0040).
    const bad = await post('/api/subscriptions/not-an-id/cancel', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('SUBSCRIPTION_ID_INVALID');
  });

  it("answers 404 for another user's subscription and changes nothing", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, owner.token);
    for (const action of ['cancel', 'reactivate']) {
      const res = await post(`/api/subscriptions/${id}/${action}`, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(
      (
        await post(`/api/subscriptions/${id}/change`, other.token, {
          plan: 'pro',
          period: 'monthly',
        })
      ).statusCode,
    ).toBe(404);
    expect(await current(other.token)).toMatchObject({
      subscription: null,
      plan: null,
      tier: 'none',
    });
    expect((await history(other.token)).subscriptions).toEqual([]);
    expect((await current(owner.token)).subscription).toMatchObject({
      id,
      status: 'active',
      plan: 'club',
    });
  });

  it('refuses a malformed id with 400 and a bad body with translated field details', async () => {
    const u = await registerAndLogin(t.app);
    const bad = await post('/api/subscriptions/123/cancel', u.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('SUBSCRIPTION_ID_INVALID');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create',
      headers: { ...bearer(u.token), 'accept-language': 'en' },
      payload: { plan: 'gold', period: 'weekly' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    ).toEqual([
      ['plan', 'Choose a plan: starter, club or pro'],
      ['period', 'Choose a billing period: monthly or yearly'],
    ]);
    expect(await current(u.token)).toMatchObject({ subscription: null, plan: null, tier: 'none' });
  });
});

describe('checkout', () => {
  it('creates a pending subscription with a checkout link to the sandbox page, which offers the three outcomes', async () => {
    const u = await registerAndLogin(t.app);
    const created = await startCheckout(t.app, u.token, 'pro', 'yearly');
    expect(created.subscription).toMatchObject({
      status: 'pending',
      plan: 'pro',
      period: 'yearly',
      provider: 'sandbox',
    });
    expect(created.checkoutUrl).toMatch(
      new RegExp(
        `^/api/subscriptions/sandbox/checkout/${created.subscription.id}\\?lng=es&token=[0-9a-f]{64}$`,
      ),
    );
    // Pending is not paid: no plan yet.
    expect((await current(u.token)).plan).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: created.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Aprobar el pago');
    expect(page.body).toContain('Rechazar el pago');
    expect(page.body).toContain('Dejar pendiente');
    expect(page.body).toContain('220,00');
    const forged = await t.app.inject({
      method: 'GET',
      url: created.checkoutUrl.replace(/token=.*/, `token=${'0'.repeat(64)}`),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('approves through the signed webhook and lands on the success page', async () => {
    const u = await registerAndLogin(t.app);
    const created = await startCheckout(t.app, u.token);
    const token = new URL(created.checkoutUrl, 'http://x').searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/sandbox/checkout/${created.subscription.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome: 'approve', lng: 'en' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/subscription/success?subscription=${created.subscription.id}&lng=en`,
    );
    const now = await current(u.token);
    expect(now.plan).toEqual({ id: 'club' });
    expect(now.subscription).toMatchObject({
      status: 'active',
      autoRenew: true,
      nextBillingDate: '2026-04-10T12:00:00.000Z',
    });
    const [sub] = (await history(u.token)).subscriptions;
    expect(sub?.payments).toMatchObject([{ kind: 'initial', status: 'approved', amount: 1000 }]);
    // The page is closed once paid.
    const again = await t.app.inject({ method: 'GET', url: created.checkoutUrl });
    expect(again.body).toContain('ya se ha procesado');
  });

  it('declines: the checkout expires, the failure page follows, and a new checkout may start', async () => {
    const u = await registerAndLogin(t.app);
    const created = await startCheckout(t.app, u.token);
    const token = new URL(created.checkoutUrl, 'http://x').searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/sandbox/checkout/${created.subscription.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome: 'decline' }).toString(),
    });
    expect(res.headers.location).toMatch(/^\/subscription\/failure\?/);
    const [sub] = (await history(u.token)).subscriptions;
    expect(sub).toMatchObject({
      status: 'expired',
      payments: [{ kind: 'initial', status: 'failed' }],
    });
    await startCheckout(t.app, u.token);
  });

  it('refuses a second subscription while one is active', async () => {
    const u = await registerAndLogin(t.app);
    await subscribe(t.app, clock, u.token);
    const res = await post('/api/subscriptions/create', u.token, {
      plan: 'pro',
      period: 'monthly',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SUBSCRIPTION_EXISTS');
  });
});

describe('life cycle with a moving clock', () => {
  it('cancel keeps the plan until the period ends, then expires; reactivate before the end restores auto-renew', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token);
    const cancelled = await post(`/api/subscriptions/${id}/cancel`, u.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', autoRenew: false });
    expect((await current(u.token)).plan).toEqual({ id: 'club' });
    expect((await post(`/api/subscriptions/${id}/cancel`, u.token)).json().error.code).toBe(
      'SUBSCRIPTION_STATE',
    );

    clock.advanceDays(10);
    const back = await post(`/api/subscriptions/${id}/reactivate`, u.token);
    expect(back.statusCode).toBe(200);
    expect(back.json().subscription).toMatchObject({
      status: 'active',
      autoRenew: true,
      cancelledAt: null,
    });

    await post(`/api/subscriptions/${id}/cancel`, u.token);
    clock.set('2026-04-10T12:00:01Z');
    // Past the end, reactivation is refused even before the job has run.
    expect((await post(`/api/subscriptions/${id}/reactivate`, u.token)).json().error.code).toBe(
      'SUBSCRIPTION_STATE',
    );
    await t.app.billingJob.runOnce();
    expect((await history(u.token)).subscriptions[0]).toMatchObject({ id, status: 'expired' });
    expect(await current(u.token)).toMatchObject({ subscription: null, plan: null, tier: 'none' });
    clock.set('2026-03-10T12:00:00Z');
  });

  it('renews a sandbox subscription at its billing date, once however often the job runs', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token);
    clock.set('2026-04-10T12:00:00Z');
    await Promise.all([
      t.app.billingJob.runOnce(),
      t.app.billingJob.runOnce(),
      t.app.billingJob.runOnce(),
    ]);
    await t.app.billingJob.runOnce();
    const [sub] = (await history(u.token)).subscriptions;
    expect(sub).toMatchObject({
      id,
      status: 'active',
      nextBillingDate: '2026-05-10T12:00:00.000Z',
    });
    expect(sub?.payments.map((p) => [p.kind, p.status])).toEqual([
      ['renewal', 'approved'],
      ['initial', 'approved'],
    ]);
    clock.set('2026-03-10T12:00:00Z');
  });

  it('a failed renewal keeps the plan through the grace period, then suspends and the limits drop', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token);
    clock.advanceDays(31);
    expect((await deliver(t.app, clock, sandboxEvent(id, 'payment.failed'))).statusCode).toBe(200);
    expect((await current(u.token)).subscription?.paymentFailedAt).toBe(clock.now().toISOString());
    clock.advanceDays(6);
    await t.app.billingJob.runOnce();
    expect((await current(u.token)).subscription?.status).toBe('active');
    clock.advanceDays(2);
    await t.app.billingJob.runOnce();
    const now = await current(u.token);
    expect(now.subscription?.status).toBe('suspended');
    expect(now.plan).toBeNull();
    // A later payment brings it back.
    clock.advanceSeconds(5);
    await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'));
    expect((await current(u.token)).subscription).toMatchObject({
      status: 'active',
      paymentFailedAt: null,
    });
    clock.set('2026-03-10T12:00:00Z');
  });

  it('gives up an unpaid checkout after a day', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const created = await startCheckout(t.app, u.token);
    clock.advanceDays(2);
    await t.app.billingJob.runOnce();
    expect((await history(u.token)).subscriptions[0]).toMatchObject({
      id: created.subscription.id,
      status: 'expired',
    });
    clock.set('2026-03-10T12:00:00Z');
  });
});

describe('plan changes and limits', () => {
  const fill = async (token: string, teamId: string, from: number, to: number) => {
    for (let n = from; n <= to; n++) await createPlayer(t.app, token, teamId, { number: n });
  };

  it('limits follow the plan at once: a 16th player after paying, none after the plan ends', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token);
    await fill(u.token, team.id, 1, 15);
    const refused = await post(`/api/players/team/${team.id}`, u.token, playerBody({ number: 16 }));
    expect(refused.statusCode).toBe(402);
    const id = await subscribe(t.app, clock, u.token);
    expect(
      (await post(`/api/players/team/${team.id}`, u.token, playerBody({ number: 16 }))).statusCode,
    ).toBe(201);
    expect((await post('/api/teams', u.token, { name: 'Segundo equipo' })).statusCode).toBe(201);
    await post(`/api/subscriptions/${id}/cancel`, u.token);
    // Cancelled: still paid for.
    expect(
      (await post(`/api/players/team/${team.id}`, u.token, playerBody({ number: 17 }))).statusCode,
    ).toBe(201);
    clock.advanceDays(40);
    await t.app.billingJob.runOnce();
    expect(
      (await post(`/api/players/team/${team.id}`, u.token, playerBody({ number: 18 }))).statusCode,
    ).toBe(402);
    expect((await post('/api/teams', u.token, { name: 'Tercer equipo' })).statusCode).toBe(402);
    clock.set('2026-03-10T12:00:00Z');
  });

  it('upgrades at once with the unused time credited', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'starter');
    clock.set('2026-03-25T12:00:00Z');
    const res = await post(`/api/subscriptions/${id}/change`, u.token, {
      plan: 'pro',
      period: 'monthly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appliesAt: 'now',
      subscription: { plan: 'pro', status: 'active', nextBillingDate: '2026-04-25T12:00:00.000Z' },
    });
    expect((await current(u.token)).plan).toEqual({ id: 'pro' });
    const [sub] = (await history(u.token)).subscriptions;
    const upgrade = sub?.payments.find((p) => p.kind === 'upgrade');
    // 16 of 31 days of a 5.00 plan unused: 2.58 credited on 20.00.
    expect(upgrade).toMatchObject({ status: 'approved', amount: 2000 - 258 });
    clock.set('2026-03-10T12:00:00Z');
  });

  it('refuses a downgrade that does not fit, listing every excess', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'pro');
    const big = await createTeam(t.app, u.token, { name: 'Primer equipo' });
    await createTeam(t.app, u.token, { name: 'Segundo equipo' });
    await fill(u.token, big.id, 1, 16);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/change`,
      headers: { ...bearer(u.token), 'accept-language': 'en' },
      payload: { plan: 'starter', period: 'monthly' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PLAN_DOWNGRADE_BLOCKED');
    expect(
      res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    ).toEqual([
      ['teams', 'You have 2 teams and the Starter plan allows 1'],
      ['players', 'Team Primer equipo has 16 players and the Starter plan allows 15'],
    ]);
    expect((await current(u.token)).subscription).toMatchObject({
      plan: 'pro',
      scheduledChange: null,
    });
  });

  it('schedules a fitting downgrade for the next billing date, where the job applies it', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'pro');
    const res = await post(`/api/subscriptions/${id}/change`, u.token, {
      plan: 'club',
      period: 'yearly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appliesAt: 'nextBilling',
      subscription: {
        plan: 'pro',
        scheduledChange: {
          plan: 'club',
          period: 'yearly',
          effectiveDate: '2026-04-10T12:00:00.000Z',
        },
      },
    });
    expect((await current(u.token)).plan).toEqual({ id: 'pro' });
    clock.set('2026-04-10T12:00:00Z');
    await t.app.billingJob.runOnce();
    const now = await current(u.token);
    expect(now.subscription).toMatchObject({
      plan: 'club',
      period: 'yearly',
      scheduledChange: null,
      nextBillingDate: '2027-04-10T12:00:00.000Z',
    });
    const [sub] = (await history(u.token)).subscriptions;
    expect(sub?.payments[0]).toMatchObject({ kind: 'renewal', amount: 11000 });
    expect(
      (
        await post(`/api/subscriptions/${id}/change`, u.token, { plan: 'club', period: 'yearly' })
      ).json().error.code,
    ).toBe('PLAN_UNCHANGED');
    clock.set('2026-03-10T12:00:00Z');
  });
});

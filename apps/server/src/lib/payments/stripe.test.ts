import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckout, TestClock } from '../../../test/billing';
import { FakeProviderServer, formFields } from '../../../test/fake-providers';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { subscriptions } from '../../db/schema';

/** Ids unique to this run: the test database outlives it. */
const RUN = randomUUID().slice(0, 8);
const SESSION = `cs_test_${RUN}`;
const SUB = `sub_${RUN}`;
const SECRET = 'whsec_test_secret_for_the_fake_stripe';

/** Answers like Stripe's API for the calls the adapter makes (Checkout Sessions, Subscriptions). */
const stripeApi = new FakeProviderServer((req) => {
  if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
    const f = formFields(req.body);
    return {
      status: 200,
      body: {
        id: SESSION,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: f.client_reference_id,
        url: `https://checkout.stripe.test/c/pay/${SESSION}`,
      },
    };
  }
  if (req.path.startsWith(`/v1/subscriptions/${SUB}`)) {
    return {
      status: 200,
      body: {
        id: SUB,
        object: 'subscription',
        metadata: {},
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              object: 'subscription_item',
              price: { id: 'price_1', object: 'price', product: 'prod_1' },
            },
          ],
        },
      },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: 'No such route' } },
  };
});

let t: TestApp;
const clock = new TestClock(Date.now());
const signer = new Stripe('sk_test_signer');
/** A renewal period well after the first one. */
const PERIOD_END = Math.floor(clock.now().getTime() / 1000) + 40 * 86400;

beforeAll(async () => {
  const url = await stripeApi.start();
  t = await createTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: url,
      BILLING_JOB_INTERVAL_SECONDS: '0',
      PUBLIC_URL: 'https://futsal.example.com',
    },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await stripeApi.stop();
});

function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object },
  });
}

function deliver(
  payload: string,
  opts: { secret?: string; timestamp?: number; header?: string | null } = {},
) {
  const header =
    opts.header === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? SECRET,
          timestamp: opts.timestamp ?? Math.floor(clock.now().getTime() / 1000),
        })
      : opts.header;
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}

const rowOf = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

describe('Stripe adapter against a local Stripe API', () => {
  let token = '';
  let id = '';

  it('opens a Checkout Session in subscription mode with the plan price and our id', async () => {
    token = (await registerAndLogin(t.app)).token;
    const created = await startCheckout(t.app, token, 'club', 'monthly');
    id = created.subscription.id;
    expect(created.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${SESSION}`);
    const [req] = stripeApi.to('POST', '/v1/checkout/sessions');
    expect(req?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(formFields(req?.body ?? '')).toMatchObject({
      mode: 'subscription',
      client_reference_id: id,
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][subscriptionId]': id,
      success_url: `https://futsal.example.com/subscription/success?subscription=${id}`,
      cancel_url: `https://futsal.example.com/subscription/failure?subscription=${id}`,
    });
    expect((await rowOf(id))?.providerRef).toBe(SESSION);
  });

  it('refuses a webhook with a bad, missing or stale Stripe-Signature, with no effect', async () => {
    const payload = event('checkout.session.completed', {
      id: SESSION,
      object: 'checkout.session',
      client_reference_id: id,
      subscription: SUB,
      payment_status: 'paid',
    });
    expect((await deliver(payload, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await deliver(payload, { header: null })).statusCode).toBe(400);
    expect(
      (await deliver(payload, { timestamp: Math.floor(clock.now().getTime() / 1000) - 301 }))
        .statusCode,
    ).toBe(400);
    expect((await rowOf(id))?.status).toBe('pending');
  });

  it('activates on checkout.session.completed, once, and takes the Stripe subscription as reference', async () => {
    const payload = event('checkout.session.completed', {
      id: SESSION,
      object: 'checkout.session',
      client_reference_id: id,
      subscription: SUB,
      payment_status: 'paid',
    });
    const replies = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowOf(id)).toMatchObject({ status: 'active', providerRef: SUB });
  });

  it('marks a failed invoice and clears it when the next invoice is paid with a new period', async () => {
    clock.advanceSeconds(5);
    const invoice = (paid: boolean) => ({
      id: paid ? 'in_2' : 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: SUB, metadata: { subscriptionId: id } } },
      lines: {
        object: 'list',
        data: [{ period: { start: PERIOD_END, end: PERIOD_END + 30 * 86400 } }],
      },
    });
    expect((await deliver(event('invoice.payment_failed', invoice(false)))).statusCode).toBe(200);
    expect((await rowOf(id))?.paymentFailedAt).not.toBeNull();
    clock.advanceSeconds(5);
    expect((await deliver(event('invoice.paid', invoice(true)))).statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row?.paymentFailedAt).toBeNull();
    expect(row?.nextBillingDate?.toISOString()).toBe(
      new Date((PERIOD_END + 30 * 86400) * 1000).toISOString(),
    );
  });

  it('cancels at the period end, reactivates and upgrades through the Subscriptions API', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/cancel`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/reactivate`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const updates = stripeApi.to('POST', `/v1/subscriptions/${SUB}`).map((r) => formFields(r.body));
    expect(updates).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/change`,
      headers: bearer(token),
      payload: { plan: 'pro', period: 'monthly' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      formFields(stripeApi.to('POST', `/v1/subscriptions/${SUB}`).at(-1)?.body ?? ''),
    ).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price_data][product]': 'prod_1',
      'items[0][price_data][unit_amount]': '2999',
      proration_behavior: 'always_invoice',
      'billing_cycle_anchor[type]': 'now',
    });
  });

  it('cancels when Stripe reports the subscription deleted', async () => {
    clock.advanceSeconds(5);
    const res = await deliver(
      event('customer.subscription.deleted', {
        id: SUB,
        object: 'subscription',
        metadata: { subscriptionId: id },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', autoRenew: false });
  });

  it('answers 502 with the spec text when Stripe fails, leaving nothing pending', async () => {
    await stripeApi.stop();
    const u = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create',
      headers: bearer(u.token),
      payload: { plan: 'pro', period: 'yearly' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'No se pudo crear la suscripción recurrente',
    });
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, u.user.id));
    expect(row?.status).toBe('expired');
  });
});

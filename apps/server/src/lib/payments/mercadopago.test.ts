import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckout, TestClock } from '../../../test/billing';
import { FakeProviderServer } from '../../../test/fake-providers';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { subscriptions } from '../../db/schema';
import { mercadoPagoManifest } from './mercadopago';
import { hmacHex } from './signature';

const SECRET = 'mp-webhook-secret-for-the-fake';
/** Ids unique to this run: the test database outlives it. */
const PRE = `2c9380848${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** The preapproval as the fake Mercado Pago holds it; tests move its status. */
const preapproval: Record<string, unknown> = {};

const mpApi = new FakeProviderServer((req) => {
  if (req.method === 'POST' && req.path === '/preapproval/') {
    Object.assign(preapproval, JSON.parse(req.body) as Record<string, unknown>, {
      id: PRE,
      status: 'pending',
      init_point: `https://www.mercadopago.test/subscriptions/checkout?preapproval_id=${PRE}`,
      last_modified: new Date().toISOString(),
    });
    return { status: 201, body: preapproval };
  }
  if (req.path === `/preapproval/${PRE}` && req.method === 'GET')
    return { status: 200, body: preapproval };
  if (req.path === `/preapproval/${PRE}` && req.method === 'PUT') {
    Object.assign(preapproval, JSON.parse(req.body) as Record<string, unknown>);
    return { status: 200, body: preapproval };
  }
  return { status: 404, body: { message: 'not found', status: 404 } };
});

let t: TestApp;
const clock = new TestClock(Date.now());

beforeAll(async () => {
  const url = await mpApi.start();
  t = await createTestApp(
    {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-fake-token',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_API_URL: url,
      BILLING_JOB_INTERVAL_SECONDS: '0',
      PUBLIC_URL: 'https://futsal.example.com',
    },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await mpApi.stop();
});

/** A notification as Mercado Pago sends it: `x-signature: ts=…,v1=…` over the documented manifest. */
function notify(
  opts: {
    notificationId?: number;
    dataId?: string;
    signedId?: string;
    ts?: number;
    secret?: string;
    signature?: string | null;
  } = {},
) {
  const dataId = opts.dataId ?? PRE;
  const requestId = randomUUID();
  const ts = String(opts.ts ?? Math.floor(clock.now().getTime() / 1000));
  const v1 = hmacHex(
    opts.secret ?? SECRET,
    mercadoPagoManifest((opts.signedId ?? dataId).toLowerCase(), requestId, ts),
  );
  const signature = opts.signature === undefined ? `ts=${ts},v1=${v1}` : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/webhook/mercadopago?data.id=${dataId}&type=subscription_preapproval`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: JSON.stringify({
      id: opts.notificationId ?? Math.floor(Math.random() * 1e12),
      type: 'subscription_preapproval',
      action: 'updated',
      data: { id: dataId },
    }),
  });
}

const rowOf = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

describe('Mercado Pago adapter against a local Mercado Pago API', () => {
  let token = '';
  let id = '';

  it('creates a preapproval with the plan price, our id and the back URL', async () => {
    token = (await registerAndLogin(t.app)).token;
    const created = await startCheckout(t.app, token, 'pro', 'yearly');
    id = created.subscription.id;
    expect(created.checkoutUrl).toBe(
      `https://www.mercadopago.test/subscriptions/checkout?preapproval_id=${PRE}`,
    );
    const [req] = mpApi.to('POST', '/preapproval/');
    expect(req?.headers.authorization).toBe('Bearer TEST-fake-token');
    expect(JSON.parse(req?.body ?? '{}')).toMatchObject({
      external_reference: id,
      status: 'pending',
      back_url: `https://futsal.example.com/subscription/pending?subscription=${id}`,
      auto_recurring: {
        frequency: 12,
        frequency_type: 'months',
        transaction_amount: 329.89,
        currency_id: 'EUR',
      },
    });
    expect((await rowOf(id))?.providerRef).toBe(PRE);
  });

  it('refuses a bad, missing or stale x-signature, or one signed for another id, with no effect', async () => {
    preapproval.status = 'authorized';
    const now = Math.floor(clock.now().getTime() / 1000);
    const replies = [
      await notify({ secret: 'another-secret' }),
      await notify({ signature: null }),
      await notify({ signature: `ts=${now}` }),
      await notify({ ts: now - 301 }),
      await notify({ signedId: 'someotherid123' }),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await rowOf(id))?.status).toBe('pending');
    expect(mpApi.to('GET', `/preapproval/${PRE}`)).toHaveLength(0);
  });

  it('applies the state fetched back from Mercado Pago, not what the notification implies', async () => {
    preapproval.status = 'pending';
    expect((await notify()).statusCode).toBe(200);
    expect((await rowOf(id))?.status).toBe('pending');
    preapproval.status = 'authorized';
    preapproval.next_payment_date = new Date(
      clock.now().getTime() + 365 * 86_400_000,
    ).toISOString();
    preapproval.last_modified = new Date(clock.now().getTime() + 1000).toISOString();
    const notificationId = Date.now() * 1000 + Math.floor(Math.random() * 1000);
    expect((await notify({ notificationId })).statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'active' });
    expect(row?.nextBillingDate?.toISOString()).toBe(preapproval.next_payment_date);
    // The same notification again changes nothing and fetches nothing more.
    const fetches = mpApi.to('GET', `/preapproval/${PRE}`).length;
    expect((await notify({ notificationId })).statusCode).toBe(200);
    expect(mpApi.to('GET', `/preapproval/${PRE}`)).toHaveLength(fetches + 1);
    expect(await rowOf(id)).toEqual(row);
  });

  it('pauses the preapproval on cancel and authorizes it again on reactivate', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/cancel`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(preapproval.status).toBe('paused');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/reactivate`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(preapproval.status).toBe('authorized');
    expect(
      mpApi.to('PUT', `/preapproval/${PRE}`).map((r) => JSON.parse(r.body) as unknown),
    ).toEqual([{ status: 'paused' }, { status: 'authorized' }]);
  });
});

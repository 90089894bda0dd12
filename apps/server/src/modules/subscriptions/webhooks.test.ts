import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEnv,
  deliver,
  sandboxEvent,
  startCheckout,
  subscribe,
  TestClock,
} from '../../../test/billing';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { payments, providerEvents, subscriptions } from '../../db/schema';

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp(billingEnv, { clock });
});
afterAll(async () => {
  await t?.close();
});

const rowOf = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const paymentsOf = (id: string) =>
  t.db.select().from(payments).where(eq(payments.subscriptionId, id));

async function pendingSubscription() {
  const u = await registerAndLogin(t.app);
  const created = await startCheckout(t.app, u.token);
  return created.subscription.id;
}

describe('POST /api/subscriptions/webhook/sandbox: signatures', () => {
  it('refuses a missing, malformed, wrong-secret or tampered signature with 400 and no effect', async () => {
    const id = await pendingSubscription();
    const raw = sandboxEvent(id, 'payment.approved');
    const now = Math.floor(clock.now().getTime() / 1000);
    const cases = [
      await deliver(t.app, clock, raw, { signature: null }),
      await deliver(t.app, clock, raw, { signature: 'garbage' }),
      await deliver(t.app, clock, raw, { signature: `t=${now}` }),
      await deliver(t.app, clock, raw, { secret: 'another-secret-another-secret-0123456789' }),
      // Signed over another body.
      await deliver(t.app, clock, raw, {
        signature: (await import('../../lib/payments/sandbox')).sandboxSignature(
          billingEnv.SANDBOX_WEBHOOK_SECRET,
          raw.replace('approved', 'pending'),
          now,
        ),
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await rowOf(id))?.status).toBe('pending');
    expect(await paymentsOf(id)).toEqual([]);
    const eventId = JSON.parse(raw).id as string;
    expect(
      await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId)),
    ).toEqual([]);
  });

  it('refuses a stale timestamp (older or newer than the tolerance) with 400', async () => {
    const id = await pendingSubscription();
    const now = Math.floor(clock.now().getTime() / 1000);
    for (const t0 of [now - 301, now + 301]) {
      const res = await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'), { t: t0 });
      expect(res.statusCode).toBe(400);
    }
    expect((await rowOf(id))?.status).toBe('pending');
    expect(
      (await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'), { t: now - 299 }))
        .statusCode,
    ).toBe(200);
    expect((await rowOf(id))?.status).toBe('active');
  });

  it('acknowledges a genuine event about an unknown subscription without effect', async () => {
    const res = await deliver(t.app, clock, sandboxEvent(randomUUID(), 'payment.approved'));
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 on the path of a provider that is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('each event applied once', () => {
  it('a replay changes nothing more', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token);
    clock.advanceDays(31);
    const failed = sandboxEvent(id, 'payment.failed');
    expect((await deliver(t.app, clock, failed)).statusCode).toBe(200);
    const first = await rowOf(id);
    clock.advanceSeconds(30);
    expect((await deliver(t.app, clock, failed)).statusCode).toBe(200);
    expect(await rowOf(id)).toEqual(first);
    expect((await paymentsOf(id)).filter((p) => p.kind === 'renewal')).toHaveLength(1);
  });

  it('ten concurrent deliveries of one event apply it once', async () => {
    const id = await pendingSubscription();
    const raw = sandboxEvent(id, 'payment.approved');
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(t.app, clock, raw)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await rowOf(id))?.status).toBe('active');
    const rows = await paymentsOf(id);
    expect(rows.map((p) => [p.kind, p.status])).toEqual([['initial', 'approved']]);
    const eventId = JSON.parse(raw).id as string;
    expect(
      await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId)),
    ).toHaveLength(1);
  });

  it('ten different concurrent events on one subscription serialise on its row', async () => {
    const id = await pendingSubscription();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        deliver(t.app, clock, sandboxEvent(id, i % 2 ? 'payment.approved' : 'payment.pending')),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await rowOf(id))?.status).toBe('active');
    expect((await paymentsOf(id)).map((p) => [p.kind, p.status])).toEqual([
      ['initial', 'approved'],
    ]);
  });
});

describe('events out of order never move a subscription back', () => {
  it('a late pending after the approval leaves it active', async () => {
    const id = await pendingSubscription();
    const t0 = Math.floor(clock.now().getTime() / 1000);
    await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'), { t: t0 });
    await deliver(t.app, clock, sandboxEvent(id, 'payment.pending'), { t: t0 - 60 });
    expect((await rowOf(id))?.status).toBe('active');
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['approved']);
  });

  it('a failure older than the approval is history, not a failed renewal', async () => {
    const id = await pendingSubscription();
    const t0 = Math.floor(clock.now().getTime() / 1000);
    await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'), { t: t0 });
    await deliver(t.app, clock, sandboxEvent(id, 'payment.failed'), { t: t0 - 30 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'active', paymentFailedAt: null });
  });

  it('a payment after the cancellation does not revive it, and an expired one stays expired', async () => {
    const id = await pendingSubscription();
    await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'));
    clock.advanceSeconds(10);
    await deliver(t.app, clock, sandboxEvent(id, 'subscription.cancelled'));
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', autoRenew: false });
    clock.advanceSeconds(10);
    await deliver(t.app, clock, sandboxEvent(id, 'payment.approved'));
    expect((await rowOf(id))?.status).toBe('cancelled');
    const declined = await pendingSubscription();
    await deliver(t.app, clock, sandboxEvent(declined, 'payment.failed'));
    await deliver(t.app, clock, sandboxEvent(declined, 'payment.approved'));
    expect((await rowOf(declined))?.status).toBe('expired');
  });
});

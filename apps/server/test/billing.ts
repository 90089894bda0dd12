import { randomUUID } from 'node:crypto';
import type { TCreateSubscriptionResponse } from '@futsal/shared';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Clock } from '../src/lib/clock';
import { sandboxSignature } from '../src/lib/payments/sandbox';
import { bearer } from './helpers';

export const TEST_SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789abcdef';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private ms = Date.parse('2026-03-10T12:00:00Z')) {}
  now(): Date {
    return new Date(this.ms);
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
  advanceDays(days: number): void {
    this.ms += days * 86_400_000;
  }
  advanceSeconds(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export const billingEnv = {
  SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
  BILLING_JOB_INTERVAL_SECONDS: '0',
};

export type SandboxType =
  'payment.approved' | 'payment.failed' | 'payment.pending' | 'subscription.cancelled';

export function sandboxEvent(
  subscriptionId: string,
  type: SandboxType,
  id = `evt_${randomUUID()}`,
): string {
  return JSON.stringify({ id, type, data: { subscriptionId } });
}

/** Delivers a sandbox webhook signed at `t` (unix seconds; default: the clock's now). */
export function deliver(
  app: App,
  clock: Clock,
  raw: string,
  opts: { t?: number; secret?: string; signature?: string | null } = {},
) {
  const t = opts.t ?? Math.floor(clock.now().getTime() / 1000);
  const signature =
    opts.signature === undefined
      ? sandboxSignature(opts.secret ?? TEST_SANDBOX_SECRET, raw, t)
      : opts.signature;
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: raw,
  });
}

export async function startCheckout(
  app: App,
  token: string,
  plan = 'club',
  period = 'monthly',
): Promise<TCreateSubscriptionResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/create',
    headers: bearer(token),
    payload: { plan, period },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TCreateSubscriptionResponse>();
}

/** A paid, active subscription through the sandbox webhook. */
export async function subscribe(
  app: App,
  clock: Clock,
  token: string,
  plan = 'club',
  period = 'monthly',
) {
  const created = await startCheckout(app, token, plan, period);
  const res = await deliver(app, clock, sandboxEvent(created.subscription.id, 'payment.approved'));
  expect(res.statusCode, res.body).toBe(200);
  return created.subscription.id;
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingEnv, TestClock } from '../../test/billing';
import { formBody } from '../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';
import { subscriptions } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { ContactRepository } from '../modules/contact/contact.repository';
import { SubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';

/** Background jobs log every run's summary and every failure, without personal data. */

const FIRST_NAME = 'Filomena';
const LAST_NAME = 'Secretísima';
/** A failing mailer whose error names the sender, as SMTP servers' rejections do. */
let senderEmail = '';
const refusingMailer: Mailer = {
  kind: 'smtp',
  send: () => Promise.reject(new Error(`550 5.1.1 <${senderEmail}>: Recipient address rejected`)),
  close: () => undefined,
};

/** A database failure as drizzle reports it: the row's values ride in the message. */
const queryFailure = () =>
  new Error(`Failed query: update "subscriptions" set ...\nparams: ${senderEmail},${FIRST_NAME}`);

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  err?: { type: string; message: string };
  [key: string]: unknown;
}

let t: TestApp;
const lines: string[] = [];
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp(
    { ...billingEnv, LOG_LEVEL: 'debug' },
    {
      logStream: { write: (line) => void lines.push(line) },
      mailer: refusingMailer,
      startMailOutbox: false,
      clock,
    },
  );
  const user = await registerAndLogin(t.app, { firstName: FIRST_NAME, lastName: LAST_NAME });
  senderEmail = user.email;
  const form = formBody({ subject: 'Ayuda', category: 'support', message: 'No puedo guardar.' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { ...bearer(user.token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const jobLines = (job: string): LogLine[] =>
  lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.job === job);

function expectNoPersonalData() {
  const logged = lines.join('\n');
  for (const value of [senderEmail, FIRST_NAME, LAST_NAME]) expect(logged).not.toContain(value);
}

describe('mail outbox logs', () => {
  it('logs a failed delivery and the run summary, without the address the error carried', async () => {
    expect(await t.app.mailOutbox.runOnce()).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
      skipped: 0,
    });
    const logged = jobLines('mail');
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, err: expect.objectContaining({ type: 'Error' }) }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 30,
        sent: 0,
        retried: 1,
        failed: 0,
        ms: expect.any(Number),
      }),
    );
    expectNoPersonalData();
  });

  it('logs a run with nothing to do at debug, and a failed run at error', async () => {
    lines.length = 0;
    await t.app.mailOutbox.runOnce();
    expect(jobLines('mail')).toEqual([
      expect.objectContaining({ level: 20, sent: 0, retried: 0, failed: 0 }),
    ]);
    vi.spyOn(ContactRepository.prototype, 'claimDue').mockRejectedValueOnce(queryFailure());
    await expect(t.app.mailOutbox.runOnce()).rejects.toThrow(/Failed query/);
    expect(jobLines('mail').at(-1)).toMatchObject({
      level: 50,
      err: { type: 'Error', message: expect.stringContaining('params: [redacted]') },
    });
    expectNoPersonalData();
  });
});

describe('billing job logs', () => {
  it('logs a run that changed subscriptions at info, with its counts', async () => {
    const user = await registerAndLogin(t.app, { firstName: FIRST_NAME, lastName: LAST_NAME });
    await t.db.insert(subscriptions).values({
      userId: user.user.id,
      plan: 'starter',
      period: 'monthly',
      status: 'cancelled',
      startDate: new Date('2026-02-10T12:00:00Z'),
      nextBillingDate: new Date('2026-03-10T11:00:00Z'),
      autoRenew: false,
    });
    lines.length = 0;
    const report = await t.app.billingJob.runOnce();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(jobLines('billing')).toEqual([
      expect.objectContaining({ level: 30, ...report, ms: expect.any(Number) }),
    ]);
  });

  it('logs a failed run at error without personal data, on demand and on its timer', async () => {
    lines.length = 0;
    vi.spyOn(SubscriptionsRepository.prototype, 'inTransaction').mockRejectedValue(queryFailure());
    await expect(t.app.billingJob.runOnce()).rejects.toThrow(/Failed query/);
    // The timer's run fails the same way: logged, never swallowed.
    t.app.billingJob.start(3600);
    await t.app.billingJob.stop();
    const failures = jobLines('billing').filter((l) => l.level === 50);
    expect(failures).toHaveLength(2);
    expect(failures[0]?.err?.message).toContain('params: [redacted]');
    expectNoPersonalData();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../test/helpers';
import type { Mailer, OutgoingMail } from '../lib/mailer';

/**
 * Issue 41: registration answered 409 EMAIL_TAKEN for an address with an account, so anyone could
 * learn who uses the app. Now (decision 0154, ASVS) the reply is the same either way, and the
 * address's owner gets a mail saying someone tried to register it.
 */
const sent: OutgoingMail[] = [];
const waiters: (() => void)[] = [];
const mailer: Mailer = {
  kind: 'file',
  send: async (mail) => {
    sent.push(mail);
    for (const w of waiters.splice(0)) w();
  },
  close: () => undefined,
};
const nextMail = () => new Promise<void>((done) => waiters.push(done));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailer });
});
afterAll(async () => {
  await t?.close();
});

const register = (email: string, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': lang },
    payload: { firstName: 'Eva', lastName: 'Prueba', email, password: 'Otra-clave-77' },
  });

describe('registration does not tell which e-mails exist', () => {
  it('gives a taken address exactly the reply of a new one, and mails its owner', async () => {
    const owner = await registerAndLogin(t.app);
    const before = sent.length;
    const fresh = await register(uniqueEmail());
    const mailed = nextMail();
    const taken = await register(owner.email.toUpperCase(), 'en');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const headers = (r: typeof taken) =>
      Object.keys(r.headers)
        .filter((h) => !['date', 'content-length'].includes(h))
        .sort();
    expect(headers(taken)).toEqual(headers(fresh));
    await mailed;
    // One mail, to the owner, in the asker's language; the new address got none.
    expect(sent.slice(before)).toHaveLength(1);
    expect(sent[before]).toMatchObject({
      to: owner.email,
      subject: 'You already have a Futsal Manager account',
    });
    // The owner's account is untouched: their password still signs in, the other does not.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('Otra-clave-77')).statusCode).toBe(401);
  });

  it('answers the same when the mail cannot be sent', async () => {
    const failing = await createTestApp(
      {},
      {
        mailer: {
          kind: 'smtp',
          send: () => Promise.reject(new Error('550 mailbox unavailable')),
          close: () => undefined,
        },
      },
    );
    try {
      const owner = await registerAndLogin(failing.app);
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Eva',
          lastName: 'Prueba',
          email: owner.email,
          password: 'Otra-clave-77',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true });
    } finally {
      await failing.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlayer, createTeam } from '../../../test/club';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  type RegisteredUser,
  type TestApp,
} from '../../../test/helpers';
import { parseMail, startSmtp, type TestSmtp } from '../../../test/smtp';
import { players, teams, users } from '../../db/schema';

/** Decision 0172: request with the password, confirm by the mailed link, erased after 14 days. */
const DAY_MS = 86_400_000;
const start = new Date('2026-05-01T10:00:00Z');
const clock = { now: start };
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Futsal Manager <no-reply@futsal.test>',
      PUBLIC_URL: 'https://app.futsal.test',
    },
    { startMailOutbox: false, clock: { now: () => clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  clock.now = start;
});

const post = (url: string, token: string | null, payload: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) },
  });
const requestDeletion = (token: string | null, password = TEST_PASSWORD, lang = 'en') =>
  post('/api/auth/account/deletion', token, { password }, lang);
const confirm = (token: string) => post('/api/auth/account/deletion/confirm', null, { token });
const login = (u: RegisteredUser) =>
  post('/api/auth/login', null, { email: u.email, password: u.password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** The mailed link's token, from the next mail to `to`, and the mail's text. */
async function mailedLink(to: string): Promise<{ token: string; text: string }> {
  const mail = await smtp.next();
  expect(mail.to).toEqual([to]);
  const text = parseMail(mail.raw)
    .parts.map((p) => p.body.toString('utf8'))
    .join('\n');
  const link = /https:\/\/app\.futsal\.test\/account\/delete\?token=(\S+)/.exec(text);
  if (!link?.[1]) throw new Error(`no link in ${text}`);
  return { token: decodeURIComponent(link[1]), text };
}

const userRow = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0] ?? null;

describe('POST /api/auth/account/deletion', () => {
  it('mails a link to the owner after the password, in their language', async () => {
    const u = await registerAndLogin(t.app);
    const res = await requestDeletion(u.token, TEST_PASSWORD, 'es');
    expect(res.statusCode, res.body).toBe(204);
    const { text } = await mailedLink(u.email);
    expect(text).toContain('14 días');
    // Nothing is scheduled yet, and the session still works.
    expect((await userRow(u.user.id))?.deletionDueAt).toBeNull();
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('refuses a wrong password (400), a missing one (400) and anyone signed out (401)', async () => {
    const u = await registerAndLogin(t.app);
    const wrong = await requestDeletion(u.token, 'NotMyPassword1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('WRONG_PASSWORD');
    expect((await post('/api/auth/account/deletion', u.token, {})).statusCode).toBe(400);
    expect((await requestDeletion(null)).statusCode).toBe(401);
    expect(smtp.received.filter((m) => m.to.includes(u.email))).toHaveLength(0);
  });
});

describe('POST /api/auth/account/deletion/confirm', () => {
  it('schedules the erasure in 14 days and signs the owner out everywhere', async () => {
    const u = await registerAndLogin(t.app);
    const second = await login(u);
    expect((await requestDeletion(u.token)).statusCode).toBe(204);
    const { token } = await mailedLink(u.email);
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deletionDueAt: new Date(start.getTime() + 14 * DAY_MS).toISOString(),
    });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(second.json<{ token: string }>().token)).statusCode).toBe(401);
    // The link opens once.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses a forged, an expired or a replaced link, and another user cannot use one', async () => {
    const u = await registerAndLogin(t.app);
    expect((await requestDeletion(u.token)).statusCode).toBe(204);
    const first = await mailedLink(u.email);
    const forged = `${first.token.slice(0, -4)}AAAA`;
    const bad = await confirm(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('DELETION_LINK_INVALID');
    // A second request replaces the first link.
    expect((await requestDeletion(u.token)).statusCode).toBe(204);
    const second = await mailedLink(u.email);
    expect((await confirm(first.token)).statusCode).toBe(400);
    // A day later the link has expired.
    clock.now = new Date(start.getTime() + DAY_MS + 1000);
    expect((await confirm(second.token)).statusCode).toBe(400);
    expect((await userRow(u.user.id))?.deletionDueAt).toBeNull();
    // A session token is no link.
    expect((await confirm(u.token)).statusCode).toBe(400);
  });
});

describe('the grace period and the erasure', () => {
  async function scheduled() {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token, { name: 'Borrables FC' });
    await createPlayer(t.app, u.token, team.id, { name: 'Ana Borrable', number: 9 });
    expect((await requestDeletion(u.token)).statusCode).toBe(204);
    expect((await confirm((await mailedLink(u.email)).token)).statusCode).toBe(200);
    return { u, teamId: team.id };
  }

  it('signing in during the grace period cancels the deletion', async () => {
    const { u } = await scheduled();
    clock.now = new Date(start.getTime() + 13 * DAY_MS);
    expect((await login(u)).statusCode).toBe(200);
    expect((await userRow(u.user.id))?.deletionDueAt).toBeNull();
    clock.now = new Date(start.getTime() + 20 * DAY_MS);
    await t.app.accountErasureJob.runOnce();
    expect(await userRow(u.user.id)).not.toBeNull();
  });

  it('erases everything once it is over, once, even with two runs at the same time', async () => {
    const { u, teamId } = await scheduled();
    const other = await registerAndLogin(t.app);
    clock.now = new Date(start.getTime() + 13 * DAY_MS);
    expect(await t.app.accountErasureJob.runOnce()).toBe(0);
    expect(await userRow(u.user.id)).not.toBeNull();

    clock.now = new Date(start.getTime() + 14 * DAY_MS + 1000);
    const runs = await Promise.all([
      t.app.accountErasureJob.runOnce(),
      t.app.accountErasureJob.runOnce(),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await userRow(u.user.id)).toBeNull();
    expect(await t.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
    expect(await t.db.select().from(players).where(eq(players.teamId, teamId))).toEqual([]);
    // Another account is untouched; a run again does nothing.
    expect(await userRow(other.user.id)).not.toBeNull();
    expect(await t.app.accountErasureJob.runOnce()).toBe(0);

    // The address registers again.
    const again = await post('/api/auth/register', null, {
      firstName: 'Otra',
      lastName: 'Vez',
      email: u.email,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await login(u)).statusCode).toBe(200);
  });
});

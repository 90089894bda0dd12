import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/helpers';

/** The jti claim of a token, to look it up in an instance's cache. */
const jtiOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string })
    .jti;

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const login = async (t: TestApp, email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};

/** Resolves when `t` forgets the user's sessions (a NOTIFY from another instance). */
const forgotten = (t: TestApp, userId: string) =>
  new Promise<void>((resolve) =>
    t.app.sessionCache.onForget((id) => {
      if (id === userId) resolve();
    }),
  );

describe('session-check cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('caches a live session and refuses it at once after logout', async () => {
    const { token } = await registerAndLogin(t.app);
    expect((await me(t, token)).statusCode).toBe(200);
    expect(t.app.sessionCache.has(jtiOf(token))).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses the other sessions at once after a password change, keeping the one that changed it', async () => {
    const { token, email } = await registerAndLogin(t.app);
    const other = await login(t, email);
    expect((await me(t, other)).statusCode).toBe(200);
    expect(t.app.sessionCache.has(jtiOf(other))).toBe(true);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another123' },
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await me(t, token)).statusCode).toBe(200);
  });

  it('refuses every session at once after "log out everywhere"', async () => {
    const { token, email } = await registerAndLogin(t.app);
    const other = await login(t, email);
    await me(t, token);
    await me(t, other);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, token)).statusCode).toBe(401);
    expect((await me(t, other)).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'session-check cache across two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp();
      b = await createTestApp();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('a logout on A is heard by B, which then refuses the token it had cached', async () => {
      const { token, user } = await registerAndLogin(a.app);
      expect((await me(b, token)).statusCode).toBe(200);
      expect(b.app.sessionCache.has(jtiOf(token))).toBe(true);
      const heard = forgotten(b, user.id);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(204);
      await heard;
      expect(b.app.sessionCache.has(jtiOf(token))).toBe(false);
      expect((await me(b, token)).statusCode).toBe(401);
    });
  },
);

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../test/club';
import {
  bearer,
  createTestApp,
  forgotten,
  jtiOf,
  multipartBody,
  registerAndLogin,
  TEST_PASSWORD,
  type TestApp,
  useTestApp,
} from '../../test/helpers';
import { users } from '../db/schema';

/** The jti claim of a token, to look it up in an instance's cache. */
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

const editProfile = (t: TestApp, token: string, firstName: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(token),
    payload: { firstName, lastName: 'Ruiz' },
  });

const uploadAvatar = async (t: TestApp, token: string) => {
  const body = multipartBody('avatar', 'me.png', 'image/png', await pngOf(16, 16));
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile/avatar',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
};

const shown = async (t: TestApp, token: string) => {
  const res = await me(t, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: { id: string; firstName: string; avatar: string | null } }>().user;
};

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

  it('serves each user their own profile from memory, and an edit or a new avatar at once', async () => {
    const ana = await registerAndLogin(t.app, { firstName: 'Ana' });
    const luis = await registerAndLogin(t.app, { firstName: 'Luis' });
    expect((await shown(t, ana.token)).firstName).toBe('Ana');
    expect((await shown(t, luis.token)).firstName).toBe('Luis');
    expect(t.app.sessionCache.hasUser(ana.user.id)).toBe(true);
    expect((await shown(t, ana.token)).firstName).toBe('Ana');
    expect((await shown(t, luis.token)).firstName).toBe('Luis');

    expect((await editProfile(t, ana.token, 'Anabel')).statusCode).toBe(200);
    expect((await shown(t, ana.token)).firstName).toBe('Anabel');
    expect((await shown(t, luis.token)).firstName).toBe('Luis');

    expect((await shown(t, ana.token)).avatar).toBeNull();
    const upload = await uploadAvatar(t, ana.token);
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await shown(t, ana.token)).avatar).toMatch(/^\/api\/files\/avatars\//);
    expect((await shown(t, luis.token)).avatar).toBeNull();
  });

  it('refuses a user deleted by hand in the database, whose session and profile it had cached', async () => {
    const { token, user } = await registerAndLogin(t.app);
    expect((await me(t, token)).statusCode).toBe(200);
    expect(t.app.sessionCache.hasUser(user.id)).toBe(true);
    const heard = forgotten(t, user.id);
    await t.db.delete(users).where(eq(users.id, user.id));
    await heard;
    expect((await me(t, token)).statusCode).toBe(401);
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
    // Two instances of the API on one database, as behind a load balancer.
    const a = useTestApp();
    const b = useTestApp();

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

    it('a profile edit or a new avatar on A is shown by B, which had cached the profile', async () => {
      const { token, user } = await registerAndLogin(a.app, { firstName: 'Marta' });
      expect((await shown(b, token)).firstName).toBe('Marta');
      expect(b.app.sessionCache.hasUser(user.id)).toBe(true);
      let heard = forgotten(b, user.id);
      expect((await editProfile(a, token, 'Martina')).statusCode).toBe(200);
      await heard;
      expect((await shown(b, token)).firstName).toBe('Martina');

      expect((await shown(b, token)).avatar).toBeNull();
      heard = forgotten(b, user.id);
      const upload = await uploadAvatar(a, token);
      expect(upload.statusCode, upload.body).toBe(200);
      await heard;
      expect((await shown(b, token)).avatar).toBe(
        upload.json<{ user: { avatar: string } }>().user.avatar,
      );
    });

    it('a user deleted by hand in the database is refused by B, which had cached them', async () => {
      const { token, user } = await registerAndLogin(a.app);
      expect((await me(b, token)).statusCode).toBe(200);
      expect(b.app.sessionCache.hasUser(user.id)).toBe(true);
      const heard = forgotten(b, user.id);
      // By hand, as an administrator would: the database itself announces it (migration 0010).
      await a.db.delete(users).where(eq(users.id, user.id));
      await heard;
      expect((await me(b, token)).statusCode).toBe(401);
    });
  },
);

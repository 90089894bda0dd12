import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { TUser } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  useTestApp,
  listFiles,
  multipartBody,
  registerAndLogin,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';
import { sessions, users } from '../../db/schema';
import { signClaims } from '../../lib/auth';

const t = useTestApp();

const countUsers = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.emailLower, email.toLowerCase()))).length;

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const login = (email: string, password: string, remoteAddress?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 136, b: 229 } } })
    .png()
    .toBuffer();

const uploadAvatar = (token: string | null, body: ReturnType<typeof multipartBody>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile/avatar',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });

const uploadsDir = () => path.join(t.tmpDir, 'uploads');

describe('POST /api/auth/register', () => {
  it('creates the user and presents exactly the public fields', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      // confirmPassword is never sent by the web app, but tolerated.
      payload: {
        firstName: ' Ana ',
        lastName: 'López',
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    // The same reply for a taken address (decision 0154): the user is presented at sign-in.
    expect(res.json()).toEqual({ ok: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    const { user } = login.json<{ user: TUser }>();
    expect(Object.keys(user).sort()).toEqual([
      '_id',
      'avatar',
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
    ]);
    expect(user._id).toBe(user.id);
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'López', email, avatar: null });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(login.body).not.toContain(row?.passwordHash);
  });

  it('answers a taken e-mail in another case as a new one, and creates nothing', async () => {
    const { email } = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Otro',
        lastName: 'Usuario',
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await countUsers(email)).toBe(1);
  });

  it('answers 400 with translated details and stores nothing', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: '', lastName: 'X', email, password: 'weakpass' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([
      {
        path: 'firstName',
        key: 'validation.firstName.required',
        message: 'El nombre es obligatorio',
      },
      expect.objectContaining({ path: 'password', key: 'validation.password.format' }),
    ]);
    expect(error.message).toBe(error.details[0].message);
    expect(await countUsers(email)).toBe(0);
  });

  it('speaks English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { firstName: 'A', lastName: 'B', email: 'not-an-email', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The email address is not valid',
      details: [
        {
          path: 'email',
          key: 'validation.email.invalid',
          message: 'The email address is not valid',
        },
      ],
    });
  });

  it('answers malformed JSON with 400 BAD_REQUEST and a huge body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BAD_REQUEST');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/auth/login', () => {
  it('returns a token with sub, jti and exp, case-insensitively on the e-mail', async () => {
    const { email, user } = await registerAndLogin(t.app);
    const res = await login(email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: TUser }>();
    expect(body.user).toEqual(user);
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(user.id);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 3600);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 body', async () => {
    const { email } = await registerAndLogin(t.app);
    const wrong = await login(email, 'WrongPass1');
    const unknown = await login(uniqueEmail('nobody'), 'WrongPass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.body).toBe(unknown.body);
  });

  it('validates the input (password at least 6)', async () => {
    const res = await login(uniqueEmail(), '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({ path: 'password', key: 'validation.password.loginMin' }),
    ]);
  });
});

describe('login throttle', () => {
  let th: TestApp;
  beforeAll(async () => {
    th = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '15' });
  });
  afterAll(async () => {
    await th?.close();
  });

  it('refuses an address after N failures on one account with 429 and Retry-After, before checking the password, and lets the owner in from another', async () => {
    const { email } = await registerAndLogin(th.app);
    for (let i = 1; i <= 3; i++)
      expect((await login(email, 'WrongPass1', '10.0.1.1', th.app)).statusCode).toBe(401);
    const blocked = await login(email, TEST_PASSWORD, '10.0.1.1', th.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(email, TEST_PASSWORD, '10.0.1.2', th.app)).statusCode).toBe(200);
  });

  it('a guess spread over many addresses refuses new ones, never an address the owner signed in from', async () => {
    const { email } = await registerAndLogin(th.app);
    expect((await login(email, TEST_PASSWORD, '10.0.4.1', th.app)).statusCode).toBe(200);
    // Ten times the limit, each from its own address: no pair and no address reaches its own.
    for (let i = 0; i < 30; i++)
      expect((await login(email, 'WrongPass1', `10.0.5.${i}`, th.app)).statusCode).toBe(401);
    const stranger = await login(email, TEST_PASSWORD, '10.0.6.1', th.app);
    expect(stranger.statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.0.4.1', th.app)).statusCode).toBe(200);
  });

  it('blocks an IP after N failures, whatever the account', async () => {
    const ip = '10.0.2.1';
    // An address shared by many (a venue's wifi) may fail three times the one-account limit.
    for (let i = 0; i < 9; i++) {
      expect((await login(uniqueEmail(), 'WrongPass1', ip, th.app)).statusCode).toBe(401);
    }
    const { email } = await registerAndLogin(th.app);
    const blocked = await login(email, TEST_PASSWORD, ip, th.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(email, TEST_PASSWORD, '10.0.2.2', th.app)).statusCode).toBe(200);
  });

  it('clears the account counter on success', async () => {
    const { email } = await registerAndLogin(th.app);
    let n = 0;
    const ip = () => `10.0.3.${++n}`;
    for (let i = 0; i < 2; i++)
      expect((await login(email, 'WrongPass1', ip(), th.app)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, ip(), th.app)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await login(email, 'WrongPass1', ip(), th.app)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, ip(), th.app)).statusCode).toBe(200);
  });
});

describe('per-IP rate limit on register and login', () => {
  let rl: TestApp;
  beforeAll(async () => {
    rl = await createTestApp({ RATE_LIMIT_ENABLED: 'true', AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await rl?.close();
  });

  it('answers 429 RATE_LIMITED past the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await login(uniqueEmail(), 'WrongPass1', '10.9.9.9', rl.app)).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    const res = await login(uniqueEmail(), 'WrongPass1', '10.9.9.9', rl.app);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('authentication', () => {
  it('refuses a missing, malformed or foreign-signed token with 401', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('UNAUTHENTICATED');
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const { user } = await registerAndLogin(t.app);
    const now = Math.floor(Date.now() / 1000);
    const forged = await signClaims('another-secret-that-is-long-enough-0123456789', {
      sub: user.id,
      jti: randomUUID(),
      iat: now,
      exp: now + 3600,
    });
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses an expired token even when its session is live', async () => {
    const { user } = await registerAndLogin(t.app);
    const now = Math.floor(Date.now() / 1000);
    const jti = randomUUID();
    await t.db
      .insert(sessions)
      .values({ jti, userId: user.id, expiresAt: new Date((now + 3600) * 1000) });
    const expired = await signClaims(TEST_JWT_SECRET, {
      sub: user.id,
      jti,
      iat: now - 7200,
      exp: now - 60,
    });
    const fresh = await signClaims(TEST_JWT_SECRET, {
      sub: user.id,
      jti,
      iat: now,
      exp: now + 3600,
    });
    expect((await me(fresh)).statusCode).toBe(200);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a well-signed token without a session row', async () => {
    const { user } = await registerAndLogin(t.app);
    const now = Math.floor(Date.now() / 1000);
    const token = await signClaims(TEST_JWT_SECRET, {
      sub: user.id,
      jti: randomUUID(),
      iat: now,
      exp: now + 3600,
    });
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers each user with their own profile', async () => {
    const a = await registerAndLogin(t.app, { firstName: 'Alicia' });
    const b = await registerAndLogin(t.app, { firstName: 'Bruno' });
    expect((await me(a.token)).json().user).toEqual(a.user);
    expect((await me(b.token)).json().user).toEqual(b.user);
  });
});

describe('PUT /api/auth/profile', () => {
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('updates the owner only', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const res = await put(a.token, {
      firstName: 'Nuevo',
      lastName: 'Apellido',
      email: a.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: a.user.id,
      firstName: 'Nuevo',
      lastName: 'Apellido',
      email: a.email,
    });
    expect((await me(a.token)).json().user.firstName).toBe('Nuevo');
    expect((await me(b.token)).json().user).toEqual(b.user);
  });

  it('refuses a different e-mail with 400 EMAIL_IMMUTABLE and changes nothing', async () => {
    const a = await registerAndLogin(t.app);
    const res = await put(a.token, { firstName: 'Otro', lastName: 'Nombre', email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('EMAIL_IMMUTABLE');
    expect((await me(a.token)).json().user).toEqual(a.user);
  });

  it('answers bad input with 400 details and changes nothing', async () => {
    const a = await registerAndLogin(t.app);
    const res = await put(a.token, { firstName: '   ', lastName: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { key: string }) => d.key)).toEqual([
      'validation.firstName.required',
      'validation.lastName.max',
    ]);
    expect((await me(a.token)).json().user).toEqual(a.user);
  });

  it('refuses anonymous callers', async () => {
    const res = await put(null, { firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/profile/avatar', () => {
  it('re-encodes a PNG to a 512px WebP served with a long cache', async () => {
    const a = await registerAndLogin(t.app);
    const res = await uploadAvatar(
      a.token,
      multipartBody('avatar', 'me.png', 'image/png', await pngOf(1200, 800)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const avatar: string = res.json().user.avatar;
    expect(avatar).toMatch(
      /^\/api\/files\/avatars\/[0-9a-f-]{36}\.webp\?exp=\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=[\w-]{43}$/,
    );
    expect((await me(a.token)).json().user.avatar).toBe(avatar);

    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('accepts the field `file`, replaces the old image and deletes its file', async () => {
    const a = await registerAndLogin(t.app);
    const first = await uploadAvatar(
      a.token,
      multipartBody('file', 'a.png', 'image/png', await pngOf(64, 64)),
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().user.avatar;
    const second = await uploadAvatar(
      a.token,
      multipartBody('avatar', 'b.png', 'image/png', await pngOf(32, 32)),
    );
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().user.avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    const files = await listFiles(uploadsDir());
    expect(files.filter((f) => firstUrl.endsWith(path.basename(f)))).toEqual([]);
  });

  it('refuses HTML renamed .png with 415 and stores nothing', async () => {
    const a = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await uploadAvatar(a.token, multipartBody('avatar', 'evil.png', 'image/png', html));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await listFiles(uploadsDir())).toEqual(before);
    expect((await me(a.token)).json().user.avatar).toBeNull();
  });

  it('refuses an image of another type (GIF) renamed .png with 415', async () => {
    const a = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const res = await uploadAvatar(a.token, multipartBody('avatar', 'anim.png', 'image/png', gif));
    expect(res.statusCode).toBe(415);
    expect(await listFiles(uploadsDir())).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const a = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const big = Buffer.concat([await pngOf(16, 16), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await uploadAvatar(a.token, multipartBody('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    expect(await listFiles(uploadsDir())).toEqual(before);
    expect((await me(a.token)).json().user.avatar).toBeNull();
  });

  it('answers 400 FILE_REQUIRED without a file in an accepted field', async () => {
    const a = await registerAndLogin(t.app);
    const res = await uploadAvatar(
      a.token,
      multipartBody('other', 'x.png', 'image/png', await pngOf(8, 8)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FILE_REQUIRED');
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/avatar',
      headers: bearer(a.token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('FILE_REQUIRED');
  });

  it('refuses anonymous callers and never touches another user', async () => {
    const a = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const anon = await uploadAvatar(
      null,
      multipartBody('avatar', 'a.png', 'image/png', await pngOf(8, 8)),
    );
    expect(anon.statusCode).toBe(401);
    expect(await listFiles(uploadsDir())).toEqual(before);
    const b = await registerAndLogin(t.app);
    expect(
      (
        await uploadAvatar(
          b.token,
          multipartBody('avatar', 'b.png', 'image/png', await pngOf(8, 8)),
        )
      ).statusCode,
    ).toBe(200);
    expect((await me(a.token)).json().user.avatar).toBeNull();
  });
});

describe('PUT /api/auth/password', () => {
  const change = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: token ? bearer(token) : {},
      payload,
    });

  it('refuses a wrong current password with 400 WRONG_PASSWORD and keeps the old one', async () => {
    const a = await registerAndLogin(t.app);
    const res = await change(a.token, {
      currentPassword: 'NotMine123',
      newPassword: 'Brandnew123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WRONG_PASSWORD');
    expect((await login(a.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password with 400 details and keeps the old one', async () => {
    const a = await registerAndLogin(t.app);
    const res = await change(a.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'newPassword',
      key: 'validation.password.min',
    });
    expect((await login(a.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it, keeps the token used and revokes the other sessions', async () => {
    const a = await registerAndLogin(t.app);
    const other = (await login(a.email, TEST_PASSWORD)).json().token as string;
    const b = await registerAndLogin(t.app);
    const res = await change(a.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brandnew123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(a.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
    expect((await login(a.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(a.email, 'Brandnew123')).statusCode).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect(
      (await change(null, { currentPassword: TEST_PASSWORD, newPassword: 'Brandnew123' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/logout and /api/auth/logout-all', () => {
  const post = (url: string, token: string | null) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

  it('logout revokes only the token used', async () => {
    const a = await registerAndLogin(t.app);
    const other = (await login(a.email, TEST_PASSWORD)).json().token as string;
    const res = await post('/api/auth/logout', a.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', a.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('logout-all revokes every token of the user and no one else', async () => {
    const a = await registerAndLogin(t.app);
    const other = (await login(a.email, TEST_PASSWORD)).json().token as string;
    const b = await registerAndLogin(t.app);
    expect((await post('/api/auth/logout-all', a.token)).statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
    expect((await login(a.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect((await post('/api/auth/logout', null)).statusCode).toBe(401);
    expect((await post('/api/auth/logout-all', null)).statusCode).toBe(401);
  });
});

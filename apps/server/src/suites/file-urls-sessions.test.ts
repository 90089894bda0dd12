import type { TTeam, TUser } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBody, pngOf } from '../../test/club';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  type RegisteredUser,
  type TestApp,
} from '../../test/helpers';

/**
 * Signed file URLs live with the session they were shown to (decision 0163):
 * logout, logout-all and a password change end the URLs of the ended sessions at
 * once, while a URL signed for a live session (or a fresh login) keeps working.
 */
describe('signed file URLs end with their session', () => {
  let t: TestApp;
  let coach: RegisteredUser;

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const login = async (password = coach.password) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: coach.email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; user: TUser }>();
  };
  const logoFor = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TTeam[]>()[0]?.logo ?? '';
  };
  const avatarFor = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ user: TUser }>().user.avatar ?? '';
  };
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({
      method: url.endsWith('password') ? 'PUT' : 'POST',
      url,
      headers: bearer(token),
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerAndLogin(t.app);
    const team = formBody(
      { name: 'Sesión FS' },
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content: await pngOf(64, 64) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { ...bearer(coach.token), ...team.headers },
      payload: team.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const avatar = formBody(
      {},
      {
        field: 'avatar',
        filename: 'a.png',
        contentType: 'image/png',
        content: await pngOf(64, 64),
      },
    );
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/avatar',
      headers: { ...bearer(coach.token), ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout-all ends every URL signed before it; a fresh login signs URLs that work', async () => {
    const other = await login();
    const urls = [
      await logoFor(coach.token),
      await avatarFor(coach.token),
      await logoFor(other.token),
      await avatarFor(other.token),
    ];
    // Each session gets its own URL (the team list is cached per session, not per user).
    expect(urls[0]).not.toBe(urls[2]);
    for (const url of urls) expect(await status(url), url).toBe(200);

    expect((await post('/api/auth/logout-all', other.token)).statusCode).toBe(204);
    for (const url of urls) expect(await status(url), url).toBe(404);

    const fresh = await login();
    const freshUrls = [
      await logoFor(fresh.token),
      await avatarFor(fresh.token),
      fresh.user.avatar ?? '',
    ];
    for (const url of freshUrls) {
      expect(urls).not.toContain(url);
      expect(await status(url), url).toBe(200);
    }
    for (const url of urls) expect(await status(url), url).toBe(404);
    coach = { ...coach, token: fresh.token };
  });

  it("logging out one device ends only that device's URLs", async () => {
    const phone = await login();
    const phoneLogo = await logoFor(phone.token);
    const laptopLogo = await logoFor(coach.token);
    expect((await post('/api/auth/logout', phone.token)).statusCode).toBe(204);
    expect(await status(phoneLogo)).toBe(404);
    expect(await status(laptopLogo)).toBe(200);
  });

  it("a password change ends the other sessions' URLs and keeps the changer's", async () => {
    const stolen = await login();
    const stolenAvatar = await avatarFor(stolen.token);
    const ownAvatar = await avatarFor(coach.token);
    const changed = await post('/api/auth/password', coach.token, {
      currentPassword: coach.password,
      newPassword: `${TEST_PASSWORD}-2`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(stolenAvatar)).toBe(404);
    expect(await status(ownAvatar)).toBe(200);
  });
});

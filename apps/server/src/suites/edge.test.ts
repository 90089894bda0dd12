import net from 'node:net';
import type { TTeam } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer, formBody, playerBody } from '../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';
import { matchBody } from '../../test/matches';

/**
 * Input that the database would refuse, malformed bodies and the framework's
 * own errors: always 4xx in the usual error shape, never echoing the input,
 * nothing stored.
 */
let t: TestApp;
let coach: Awaited<ReturnType<typeof coachWithTeam>>;
const MARKER = 'zz-echo-marker-zz';

beforeAll(async () => {
  t = await createTestApp();
  coach = await coachWithTeam(t.app);
});
afterAll(async () => {
  await t?.close();
});

const players = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/players/team/${coach.team.id}`,
      headers: bearer(coach.token),
    })
  ).json<unknown[]>().length;

function expectErrorShape(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(res.body).not.toContain(MARKER);
}

describe('input the database would refuse', () => {
  it('refuses a NUL character anywhere in a JSON body with 400 and the field path', async () => {
    const before = await players();
    for (const overrides of [
      { name: `Ana\u0000${MARKER}` },
      { emergencyContact: { name: `x\u0000${MARKER}` } },
      { medicalInfo: { allergies: ['polen', `\u0000${MARKER}`] } },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/players/team/${coach.team.id}`,
        headers: bearer(coach.token),
        payload: playerBody({ number: 77, ...overrides }),
      });
      expectErrorShape(res, 400, 'VALIDATION_ERROR');
      expect(res.json<{ error: { details: { key: string }[] } }>().error.details[0]?.key).toBe(
        'validation.text.invalidCharacters',
      );
    }
    expect(await players()).toBe(before);
  });

  it('refuses a NUL character in multipart fields and in the query string', async () => {
    const form = formBody({ name: `Equipo\u0000${MARKER}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { ...bearer(coach.token), ...form.headers },
      payload: form.payload,
    });
    expectErrorShape(res, 400, 'VALIDATION_ERROR');
    const teams = (
      await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(coach.token) })
    ).json<TTeam[]>();
    expect(teams).toHaveLength(1);
    const m = await t.app.inject({
      method: 'GET',
      url: `/api/matches/tournament/${coach.team.id}?teamId=%00${MARKER}`,
      headers: bearer(coach.token),
    });
    expect(m.statusCode, m.body).toBe(400);
    expect(m.body).not.toContain(MARKER);
  });

  it('refuses dates in year 0 or out of range, on players, matches and events', async () => {
    const before = await players();
    for (const dateOfBirth of ['0000-01-01', '0001-01-01', '2500-01-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/players/team/${coach.team.id}`,
        headers: bearer(coach.token),
        payload: playerBody({ number: 78, dateOfBirth }),
      });
      expectErrorShape(res, 400, 'VALIDATION_ERROR');
    }
    expect(await players()).toBe(before);
    for (const date of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+14:00',
      '9999-12-31T23:59:59-12:00',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/matches/team/${coach.team.id}`,
        headers: bearer(coach.token),
        payload: matchBody({ date }),
      });
      expectErrorShape(res, 400, 'VALIDATION_ERROR');
    }
    // A date in range still passes.
    expect(
      (
        await createPlayer(t.app, coach.token, coach.team.id, {
          number: 79,
          dateOfBirth: '1999-02-28',
        })
      ).id,
    ).toBeTruthy();
  });
});

describe('malformed bodies', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer, url = '/api/teams') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(coach.token), ...headers }, payload });

  it('answers a multipart body without boundary, or cut short, with 400', async () => {
    expectErrorShape(
      await post({ 'content-type': 'multipart/form-data' }, `--x\r\n${MARKER}`),
      400,
      'BAD_REQUEST',
    );
    const form = formBody({ name: `Corto ${MARKER}` });
    const cut = form.payload.subarray(0, form.payload.length - 20);
    expectErrorShape(await post(form.headers, cut), 400, 'BAD_REQUEST');
    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/avatar',
      headers: { ...bearer(coach.token), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: `--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n${MARKER}`,
    });
    expectErrorShape(avatar, 400, 'BAD_REQUEST');
    const teams = (
      await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(coach.token) })
    ).json<TTeam[]>();
    expect(teams).toHaveLength(1);
  });

  it('answers bad JSON, an unsupported type and a too-large body in the error shape', async () => {
    const url = `/api/players/team/${coach.team.id}`;
    expectErrorShape(
      await post({ 'content-type': 'application/json' }, `{"name": "${MARKER}`, url),
      400,
      'BAD_REQUEST',
    );
    const text = await post({ 'content-type': 'text/plain' }, MARKER, url);
    expect(text.statusCode).toBe(400);
    expect(text.body).not.toContain(MARKER);
    expectErrorShape(
      await post({ 'content-type': 'application/xml' }, `<a>${MARKER}</a>`, url),
      400,
      'BAD_REQUEST',
    );
    const big = JSON.stringify({ name: MARKER + 'x'.repeat(1024 * 1024) });
    expectErrorShape(
      await post({ 'content-type': 'application/json' }, big, url),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers unknown routes and too-long parameters with a JSON 404', async () => {
    expectErrorShape(
      await t.app.inject({ method: 'GET', url: `/api/${MARKER}` }),
      404,
      'NOT_FOUND',
    );
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${MARKER}${'a'.repeat(500)}`,
      headers: bearer(coach.token),
    });
    expect([400, 404, 414]).toContain(long.statusCode);
    expect(long.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(long.body).not.toContain(MARKER);
  });

  it('answers a too-long URL at the HTTP parser in the error shape', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/teams?q=${MARKER}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    expect(raw).not.toContain(MARKER);
  });
});

describe('caching', () => {
  it('marks API replies no-store: tokens, personal data and errors alike', async () => {
    const u = await registerAndLogin(t.app);
    const p = await createPlayer(t.app, coach.token, coach.team.id, {
      number: 80,
      phone: '600000000',
    });
    for (const res of [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
      }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(u.token) }),
      await t.app.inject({
        method: 'GET',
        url: `/api/players/${p.id}`,
        headers: bearer(coach.token),
      }),
      await t.app.inject({ method: 'GET', url: '/api/teams' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing' }),
    ]) {
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
  });
});

describe('CORS', () => {
  it('allows every method and header the app uses in a preflight from the configured origin', async () => {
    const c = await createTestApp({ CORS_ORIGIN: 'https://club.example' });
    try {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'GET']) {
        const res = await c.app.inject({
          method: 'OPTIONS',
          url: '/api/teams/3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f',
          headers: {
            origin: 'https://club.example',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization, content-type, accept-language',
          },
        });
        expect(res.statusCode).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe('https://club.example');
        expect(String(res.headers['access-control-allow-methods'])).toContain(method);
        expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
          'authorization',
        );
        expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
          'content-type',
        );
      }
      const other = await c.app.inject({
        method: 'OPTIONS',
        url: '/api/teams',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TTeam } from '@futsal/shared';
import type { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBody, pngOf } from '../../test/club';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/helpers';
import {
  deleteRedisPrefix,
  requireRedis,
  S3RVER_KEY,
  startLocalS3,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type LocalS3,
} from '../../test/scale-out';

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

// Two instances need one database: PostgreSQL (CI); two embedded PGlite apps would each have their own.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'login throttle shared through Redis (REDIS_URL)',
  () => {
    let redis: Redis;
    const prefix = uniqueRedisPrefix();
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      redis = await requireRedis();
      const env = {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        LOGIN_MAX_FAILURES: '3',
        LOGIN_WINDOW_MINUTES: '15',
      };
      // Two instances of the API on the same database and the same Redis, as behind a load balancer.
      a = await createTestApp(env);
      b = await createTestApp(env);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      if (redis) {
        await deleteRedisPrefix(redis, prefix);
        await redis.quit();
      }
    });

    it('counts failures across instances: the third on A refuses the address on B with 429', async () => {
      const { email } = await registerAndLogin(a.app);
      expect((await login(a, email, 'WrongPass1', '10.9.0.1')).statusCode).toBe(401);
      expect((await login(b, email, 'WrongPass1', '10.9.0.1')).statusCode).toBe(401);
      expect((await login(a, email, 'WrongPass1', '10.9.0.1')).statusCode).toBe(401);
      const blocked = await login(b, email, TEST_PASSWORD, '10.9.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('keeps counters under the prefix with an expiry, and no e-mail or IP in the keys', async () => {
      const { email } = await registerAndLogin(b.app);
      expect((await login(b, email, 'WrongPass1', '10.9.1.1')).statusCode).toBe(401);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).toMatch(new RegExp(`^${prefix}throttle:[0-9a-f]{64}$`));
        expect(key).not.toContain(email);
        expect(key).not.toContain('10.9.1.1');
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        // Failure windows last 15 minutes; an address the account signed in from is known 30 days.
        expect(ttl).toBeLessThanOrEqual(30 * 24 * 3_600_000);
      }
    });

    it('clears the account counter on a success seen by the other instance', async () => {
      const { email } = await registerAndLogin(a.app);
      let n = 0;
      const ip = () => `10.9.2.${++n}`;
      for (let i = 0; i < 2; i++)
        expect((await login(a, email, 'WrongPass1', ip())).statusCode).toBe(401);
      expect((await login(b, email, TEST_PASSWORD, ip())).statusCode).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await login(a, email, 'WrongPass1', ip())).statusCode).toBe(401);
      // Four failures in all, but never three since the success: still allowed.
      expect((await login(b, email, TEST_PASSWORD, ip())).statusCode).toBe(200);
    });
  },
);

describe('login throttle with Redis away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens, every connection is refused at once.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After instead of letting logins through', async () => {
    const res = await login(t, 'nobody@example.com', 'WrongPass1', '10.9.3.1');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('uploads in S3-compatible storage (S3_URL)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ S3_URL: s3.url });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await t?.close();
    await s3?.close();
  });

  const objectKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (o) => o.Key,
    );

  it('stores a team logo in the bucket, serves it by its signed URL, and deletes it with the team', async () => {
    const u = await registerAndLogin(t.app);
    const body = formBody(
      { name: 'Nube FS' },
      {
        field: 'logo',
        filename: 'l.png',
        contentType: 'image/png',
        content: await pngOf(300, 200),
      },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { ...bearer(u.token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json<TTeam>();
    const key = /^\/api\/files\/(logos\/[0-9a-f-]{36}\.webp)\?/.exec(team.logo ?? '')?.[1];
    expect(key).toBeDefined();

    // In the bucket under the URL's prefix, and nothing on the local disk.
    expect(await objectKeys()).toContain(`uploads/${key}`);
    const stored = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${key}` }),
    );
    expect(stored.ContentType).toBe('image/webp');

    const file = await t.app.inject({ method: 'GET', url: team.logo ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
    });
    expect(del.statusCode).toBe(204);
    expect(await objectKeys()).not.toContain(`uploads/${key}`);
    expect((await t.app.inject({ method: 'GET', url: team.logo ?? '' })).statusCode).toBe(404);
  });

  it('answers 404 for a path outside the generated key shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
  });
});

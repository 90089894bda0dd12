import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseDurationSeconds, REPO_ROOT } from './config';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futsal-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults, paths from the repo root', () => {
    const c = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) });
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: path.join(dir, 'pglite') },
      jwt: { ttlSeconds: 7 * 86400 },
      login: { maxFailures: 10, windowMinutes: 15 },
      rateLimit: { enabled: true, authMaxPerMinute: 30 },
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      uploadDir: path.join(dir, 'uploads'),
      trustProxy: false,
    });
    expect(loadConfig({ DATA_DIR: 'data', JWT_SECRET: 's'.repeat(32) }).dataDir).toBe(
      path.join(REPO_ROOT, 'data'),
    );
  });

  it('selects the database from DATABASE_URL', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...base, DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
      connectTimeoutMs: 5000,
      queryTimeoutMs: 15_000,
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const first = loadConfig({ DATA_DIR: dir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwt.secret).toBe(first);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        PORT: 'abc',
        JWT_TTL: '7x',
        JWT_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*JWT_TTL/);
  });

  it('refuses the implicit sandbox in production with a one-line reason (decision 0162)', () => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    const reasons = message.split('\n').slice(1);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/PAYMENT_PROVIDER: .*SANDBOX_PAYMENTS_IN_PRODUCTION=true/);
    // Naming the sandbox is not the opt-in: only the setting that says plans are free is.
    expect(() =>
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }),
    ).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'false',
      }),
    ).toThrow(/PAYMENT_PROVIDER/);
  });

  it('starts production with the explicit sandbox opt-in or a real provider', () => {
    const optIn = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    });
    expect(optIn.billing.provider).toBe('sandbox');
    const stripe = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.billing.provider).toBe('stripe');
    // Development keeps the sandbox with no setting at all.
    expect(loadConfig({ DATA_DIR: dir }).billing.provider).toBe('sandbox');
  });

  it('asks production on PostgreSQL for MEDICAL_DATA_KEY and reads it (decision 0173)', () => {
    const base = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      DATABASE_URL: 'postgres://db/futsal',
    };
    expect(() => loadConfig(base)).toThrow(
      /^Invalid configuration:\n {2}MEDICAL_DATA_KEY: [^\n]+$/,
    );
    const key = Buffer.alloc(32, 1).toString('base64');
    const old = Buffer.alloc(32, 2).toString('base64');
    const c = loadConfig({
      ...base,
      MEDICAL_DATA_KEY: `k2:${key}`,
      MEDICAL_DATA_PREVIOUS_KEYS: `k1:${old}`,
    });
    expect(c.medical.current.id).toBe('k2');
    expect(c.medical.previous.map((k) => k.id)).toEqual(['k1']);
    expect(() => loadConfig({ ...base, MEDICAL_DATA_KEY: key })).toThrow(/MEDICAL_DATA_KEY/);
    // The embedded database, or development, derives a local key from the server secret.
    const local = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) });
    expect(local.medical.current.id).toBe('dev');
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) }).medical.current.key).toEqual(
      local.medical.current.key,
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('keeps uploads and throttle counters in process unless S3_URL and REDIS_URL are set', () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) });
    expect(config.s3).toBeNull();
    expect(config.redis).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dir,
        JWT_SECRET: 's'.repeat(32),
        REDIS_URL: 'redis://10.0.0.5:6379/2',
      }).redis,
    ).toEqual({ url: 'redis://10.0.0.5:6379/2', keyPrefix: 'futsal:' });
  });

  it('reads S3_URL into endpoint, bucket, prefix and credentials', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) };
    expect(
      loadConfig({
        ...base,
        S3_URL:
          's3://AKIA1:se%2Fcret@s3.eu-west-1.amazonaws.com/futsal-files/prod?region=eu-west-1',
      }).s3,
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'futsal-files',
      prefix: 'prod/',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'se/cret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...base, S3_URL: 's3+http://k:s@127.0.0.1:9000/files?forcePathStyle=true' }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: true,
    });
  });

  it('refuses a bad S3_URL or REDIS_URL naming the variable, never echoing the secret', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) };
    for (const bad of [
      'http://k:topsecret@host/bucket',
      's3://host/bucket',
      's3://k:topsecret@host',
      's3://k:topsecret@host/Bad_Bucket',
      's3://k:topsecret@host/bucket?forcePathStyle=maybe',
      's3://k:topsecret@host/bucket?regoin=eu-west-1',
    ]) {
      let message = '';
      try {
        loadConfig({ ...base, S3_URL: bad });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, bad).toMatch(/S3_URL: expected s3:\/\//);
      expect(message).not.toContain('topsecret');
    }
    expect(() => loadConfig({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: expected redis:\/\//,
    );
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['3600', 3600],
    ['45s', 45],
    ['30m', 1800],
    ['12h', 43200],
    ['7d', 604800],
    ['0', null],
    ['7 days', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(parseDurationSeconds(input)).toBe(expected);
  });
});

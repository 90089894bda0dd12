import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgProxy } from '../../test/pg-proxy';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type RegisteredUser,
  type TestApp,
} from '../../test/helpers';
import { REPO_ROOT } from '../config';
import { DatabaseOpenError, openDatabase } from '../db/client';

/**
 * PostgreSQL outages through a proxy of our own (the shared server is never
 * touched): stopped (connections refused) and frozen (connections silent).
 * Embedded PGlite has no outage to simulate, so this file needs TEST_DATABASE_URL (CI sets it).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('database outage (PostgreSQL through a proxy)', () => {
  let proxy: PgProxy;
  let t: TestApp;
  let coach: RegisteredUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    proxy = PgProxy.forUrl(url ?? '');
    await proxy.start();
    t = await createTestApp(
      {
        DATABASE_URL: proxy.urlFor(url ?? ''),
        DB_CONNECT_TIMEOUT_MS: '300',
        DB_QUERY_TIMEOUT_MS: '600',
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    coach = await registerAndLogin(t.app);
  });
  afterAll(async () => {
    await proxy?.resume();
    await t?.close();
    await proxy?.stop();
  });

  // A read that always needs the database: GET /teams may be answered from memory (decision 0064).
  const signedInRead = () =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(coach.token) });
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  async function expectUnavailable() {
    for (const res of [
      await signedInRead(),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: coach.email, password: coach.password },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: bearer(coach.token),
        payload: { name: 'Caído FS' },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      });
    }
    const h = await health();
    expect(h.statusCode).toBe(503);
    expect(h.json()).toEqual({ status: 'degraded', database: 'down' });
  }

  async function expectRecovered() {
    expect((await signedInRead()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  }

  it('answers 503 with Retry-After while the database is stopped, and recovers without a restart', async () => {
    expect((await signedInRead()).statusCode).toBe(200);
    await proxy.refuse();
    await expectUnavailable();
    await proxy.resume();
    await expectRecovered();
  });

  it('answers 503 within the timeouts while the database is frozen, and recovers without a restart', async () => {
    proxy.freeze();
    await expectUnavailable();
    await proxy.resume();
    await expectRecovered();
  });

  it('logs the outage as a warning without stack or query parameters', () => {
    const warnings = logLines.filter((l) => l.includes('database unavailable'));
    expect(warnings.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(coach.password);
    expect(logged).not.toContain(coach.token);
    expect(logged).not.toMatch(/params: (?!\[redacted\])/);
  });

  it('refuses to open a stopped database with one readable line', async () => {
    await proxy.refuse();
    try {
      const opening = openDatabase({
        database: { kind: 'postgres', url: proxy.urlFor(url ?? ''), connectTimeoutMs: 300 },
      });
      await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
      await expect(opening).rejects.toThrow(
        /^Could not open the PostgreSQL database at 127\.0\.0\.1:\d+\/\w+: .*ECONNREFUSED/,
      );
    } finally {
      await proxy.resume();
    }
  });

  it('prints one line and exits 1 when the server starts with the database down', async () => {
    await proxy.refuse();
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            DATABASE_URL: proxy.urlFor(url ?? ''),
            DB_CONNECT_TIMEOUT_MS: '300',
            JWT_SECRET: 'x'.repeat(40),
            PORT: '0',
            DATA_DIR: t.tmpDir,
            LOG_LEVEL: 'silent',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Futsal Manager could not start: Could not open the PostgreSQL database at .*ECONNREFUSED/,
      );
    } finally {
      await proxy.resume();
    }
  });
});

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TTeam } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBody, pngOf } from '../../test/club';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../test/helpers';
import { REPO_ROOT } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { FileUrls } from '../lib/file-urls';

describe('signed file URLs', () => {
  let t: TestApp;
  let logo: string;
  beforeAll(async () => {
    t = await createTestApp();
    const u = await registerAndLogin(t.app);
    const form = formBody(
      { name: 'Firmado FS' },
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content: await pngOf(64, 64) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { ...bearer(u.token), ...form.headers },
      payload: form.payload,
    });
    logo = res.json<TTeam>().logo ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a file only through an intact signature', async () => {
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const bare = logo.slice(0, logo.indexOf('?'));
    const forged = logo.replace(/sig=.../, 'sig=AAA');
    const later = logo.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    // Another session's id under this signature (it was signed for one session only).
    const moved = logo.replace(/sid=[\w-]+/, `sid=${randomUUID()}`);
    const unbound = logo.replace(/&sid=[\w-]+&uid=[\w-]+/, '');
    for (const url of [bare, forged, later, moved, unbound, `${bare}?exp=99999999999&sig=`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('expires, and keeps one URL per window so that browsers can cache it', () => {
    const session = { userId: randomUUID(), jti: randomUUID() };
    let now = Date.UTC(2026, 0, 10, 12, 1, 0);
    const urls = new FileUrls(TEST_JWT_SECRET, {
      ttlSeconds: 3600,
      windowSeconds: 900,
      now: () => now,
    });
    const key = 'logos/3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f.webp';
    const first = urls.url(key, session);
    now += 60_000;
    expect(urls.url(key, session)).toBe(first);
    const query = Object.fromEntries(new URL(first, 'http://x').searchParams);
    expect(urls.verify(key, query)?.remaining).toBeGreaterThan(3600 - 60);
    expect(urls.verify(key, query)?.session).toEqual(session);
    now += 2 * 3600_000;
    expect(urls.verify(key, query)).toBeNull();
    expect(urls.url(key, session)).not.toBe(first);
  });

  it('never serves folders outside the public-by-signature list (e.g. contact attachments)', () => {
    const urls = new FileUrls(TEST_JWT_SECRET);
    const key = 'contact/3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f.pdf';
    const session = { userId: randomUUID(), jti: randomUUID() };
    const query = Object.fromEntries(new URL(urls.url(key, session), 'http://x').searchParams);
    expect(urls.verify(key, query)).toBeNull();
  });
});

describe('embedded database lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'futsal-lock-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const exitedPid = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '0']);
      child.on('exit', () => resolve(child.pid ?? 0));
    });

  it('refuses a second opener of one data folder while the first is alive, and takes over a stale lock', async () => {
    const dataDir = path.join(dir, 'pglite');
    // No migrations: the lock is all this needs, and an empty folder opens faster.
    const first = await openDatabase({ database: { kind: 'pglite', dataDir } }, { migrate: false });
    try {
      await expect(openDatabase({ database: { kind: 'pglite', dataDir } })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      await first.close();
    }
    // A lock left by a process that died (kill -9) does not block the next start.
    await writeFile(path.join(dataDir, 'futsal.lock'), `${await exitedPid()}\n`);
    const again = await openDatabase({ database: { kind: 'pglite', dataDir } }, { migrate: false });
    await again.close();
    // Creating an embedded database on disk takes a while on a busy CI machine.
  }, 120_000);

  it('makes `npm run seed` refuse, in one line, a data folder the server holds', async () => {
    // The folder of the test above, already created: DATA_DIR/pglite is where the seed looks.
    const held = await openDatabase(
      { database: { kind: 'pglite', dataDir: path.join(dir, 'pglite') } },
      { migrate: false },
    );
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/seed.ts')],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) },
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
        /^Seed failed: The embedded database in .* is in use by another process \(pid \d+\)/,
      );
    } finally {
      await held.close();
    }
  }, 60_000);
});

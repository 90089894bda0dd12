import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TUser } from '@futsal/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_PASSWORD = 'Secret123';

export interface TestApp {
  app: App;
  db: Db;
  config: AppConfig;
  /** Temporary directory holding this app's uploads. */
  tmpDir: string;
  close(): Promise<void>;
}

/** An app on a real database (see global-setup) with its own temporary upload dir. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestApp> {
  const tmpDir = await mkdtemp(path.join(tmpdir(), 'futsal-server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'memory://',
    DATA_DIR: tmpDir,
    UPLOAD_DIR: path.join(tmpDir, 'uploads'),
    WEB_DIST_DIR: path.join(tmpDir, 'no-web-build'),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    // High enough that the wrong-password tests of a file never trip it; the throttle test sets its own.
    LOGIN_MAX_FAILURES: '1000',
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { ...deps, database });
  return {
    app,
    db: database.db,
    config,
    tmpDir,
    close: async () => {
      await app.close();
      await rm(tmpDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one test file, started before its tests and closed after them:
 * `const t = useTestApp()` at the top of the file, then `t.app` and `t.db` in the tests.
 */
export function useTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env, deps));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** A token's session id (its `jti` claim), read without checking the signature. */
export const jtiOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string })
    .jti;

/**
 * The users `t`'s cache forgets from now on: `heard(id)` resolves at once for one already
 * forgotten, else when it is (for a user whose id the test learns only after the write).
 */
export function forgetsOf(t: TestApp): { heard: (userId: string) => Promise<void> } {
  const seen = new Set<string>();
  const waiting = new Map<string, () => void>();
  t.app.sessionCache.onForget((id) => {
    seen.add(id);
    waiting.get(id)?.();
  });
  return {
    heard: (userId) =>
      seen.has(userId)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(userId, resolve)),
  };
}

/** Resolves when `t`'s cache forgets the user (a NOTIFY heard, from a trigger or another instance). */
export const forgotten = (t: TestApp, userId: string) =>
  new Promise<void>((resolve) =>
    t.app.sessionCache.onForget((id) => {
      if (id === userId) resolve();
    }),
  );

export function uniqueEmail(prefix = 'coach'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * `call(method, url, token, payload)`: a request to `/api{url}` as the holder of `token` (null:
 * anonymous). The app is asked for on each call, so it may be one a `beforeAll` starts.
 */
export function apiCaller(app: () => App) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export interface RegisteredUser {
  token: string;
  user: TUser;
  email: string;
  password: string;
}

export async function registerAndLogin(
  app: App,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    firstName: 'Ana',
    lastName: 'García',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    ...overrides,
  };
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(reg.statusCode, reg.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, password: body.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token, user } = login.json<{ token: string; user: TUser }>();
  return { token, user, email: body.email, password: body.password };
}

/** Files under a directory, recursively; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----futsal${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

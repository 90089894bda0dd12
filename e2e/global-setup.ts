import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import { buildServer, serverBundle, serverBundleIsStale } from '../scripts/server-build.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import { buildWeb, root, webBuildIsStale } from '../scripts/web-build.mjs';
import { freshDatabase } from './fresh-database';
import { freePort, waitForHealth } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server writes its mails as .eml files (no SMTP in the browser tests). */
    mailDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if ((webBuildIsStale as () => boolean)()) await (buildWeb as () => Promise<void>)();
  // The browser tests run the server `npm start` runs: the bundle, not the sources through tsx.
  if ((serverBundleIsStale as () => boolean)()) await (buildServer as () => Promise<void>)();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_DIR: path.join(dataDir, 'mail'),
    NODE_ENV: 'production',
    // The browser tests pay in the sandbox; production refuses it unless asked by name (decision 0162).
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  };
  let database: Awaited<ReturnType<typeof freshDatabase>> | null = null;
  if (process.env.TEST_DATABASE_URL) {
    // Its own empty database: the API tests, run first on TEST_DATABASE_URL, leave medical data
    // sealed with their key, which a server with another key rightly refuses to start on.
    database = await freshDatabase(process.env.TEST_DATABASE_URL, 'e2e');
    env.DATABASE_URL = database.url;
    // Production on PostgreSQL needs its own medical data key (decision 0173): a fixed test one.
    env.MEDICAL_DATA_KEY ??= `e2e:${Buffer.alloc(32, 7).toString('base64')}`;
  } else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle as string], {
    cwd: root as string,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, 60_000);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}

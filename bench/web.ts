import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium';
import { freePort } from './lib';

const root = path.resolve(import.meta.dirname, '..');

/** Starts `npm start` on a free port with a fresh data folder; resolves at the first 200 of `/`. */
export async function startServer(
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-start-')),
  keepData = false,
): Promise<{ url: string; seconds: number; dataDir: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('npm start did not answer within 120 s');
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    url,
    seconds,
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Start-up time on a warm install (modules installed, web app built): first
 * with a new data folder (PGlite creates and migrates its database), then a
 * restart on the same folder, the everyday case.
 */
export async function measureStartup(): Promise<void> {
  const first = await startServer(undefined, true);
  await first.stop();
  const again = await startServer(first.dataDir);
  await again.stop();
  console.log(
    `npm start → first 200 on /: ${first.seconds.toFixed(2)} s with a new PGlite data folder, ` +
      `${again.seconds.toFixed(2)} s on restart (warm install)`,
  );
}

/** What a browser transfers to show /login: JavaScript and everything, as sent over the wire. */
export async function measureLoginBundle(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`(Chromium not found at ${CHROMIUM}: /login bundle size not measured)`);
    return;
  }
  const s = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const loads: Promise<{ type: string; url: string; wire: number; raw: number }>[] = [];
    page.on('requestfinished', (req) => {
      loads.push(
        Promise.all([req.sizes(), req.response()]).then(async ([sizes, res]) => ({
          type: req.resourceType(),
          url: req.url(),
          wire: sizes.responseBodySize,
          raw: res ? (await res.body()).length : 0,
        })),
      );
    });
    await page.goto(`${s.url}/login`, { waitUntil: 'networkidle' });
    await page.locator('#login-email').waitFor();
    const all = await Promise.all(loads);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const sum = (list: typeof all, k: 'wire' | 'raw') => list.reduce((a, b) => a + b[k], 0);
    const js = all.filter((l) => l.type === 'script');
    if (process.env.BENCH_VERBOSE)
      for (const l of js.sort((a, b) => b.wire - a.wire)) console.log(`  ${kib(l.wire)}  ${l.url}`);
    console.log(
      `/login: ${all.length} files, ${kib(sum(all, 'wire'))} transferred (${kib(sum(all, 'raw'))} decoded); ` +
        `JavaScript ${js.length} files, ${kib(sum(js, 'wire'))} transferred (${kib(sum(js, 'raw'))} decoded)`,
    );
  } finally {
    await browser.close();
    await s.stop();
  }
}

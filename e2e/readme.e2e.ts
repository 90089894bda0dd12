import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`, no types
import { root } from '../scripts/web-build.mjs';
import { freshDatabase } from './fresh-database';
import { NpmCommand } from './npm-command';
import { expectDemoClub } from './readme-demo';
import { freePort, waitForHealth } from './server-process';

/**
 * The README's commands as written, on a fresh data folder: `npm run seed`,
 * then `npm start`, then the demo account over HTTP. The global setup has
 * already built the web app and the server bundle, so `npm start` finds them
 * current and builds nothing again.
 */

const started: NpmCommand[] = [];
afterEach(async () => {
  // Whatever failed, no server or seed outlives its test.
  await Promise.all(started.splice(0).map((command) => command.stop()));
});

function npm(args: string[], env: NodeJS.ProcessEnv): NpmCommand {
  const command = new NpmCommand(args, { cwd: root as string, env });
  started.push(command);
  onTestFailed(() => console.error(`--- npm ${args.join(' ')} ---\n${command.output}`));
  return command;
}

/** A user's shell: none of the runner's settings, only the ones the README names. */
function readmeEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'TEST_DATABASE_URL', 'JWT_SECRET', 'HOST', 'LOG_LEVEL'])
    delete env[name];
  // Empty, not unset: a developer's .env must not swap the engine under test.
  return { ...env, DATABASE_URL: '', ...settings };
}

/** A run of the seed that found everything in place and created nothing. */
function expectNothingNew(seed: NpmCommand): void {
  expect(seed.lines('+ '), seed.output).toEqual([]);
  expect(seed.lines('· ').length, seed.output).toBeGreaterThan(0);
}

async function readmeRun(engine: 'pglite' | 'postgres', settings: Record<string, string>) {
  const port = await freePort();
  const env = readmeEnv({ ...settings, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;

  const seed = npm(['run', 'seed'], env);
  expect(await seed.done, seed.output).toBe(0);
  expect(seed.lines('Seed failed'), seed.output).toEqual([]);

  const server = npm(['start'], env);
  await waitForHealth(url, server.child, 120_000);
  await expectDemoClub(url);

  const again = npm(['run', 'seed'], env);
  const code = await again.done;
  if (engine === 'postgres') {
    // With PostgreSQL the seed runs beside the server, and completes nothing the first run made.
    expect(code, again.output).toBe(0);
    expectNothingNew(again);
    return;
  }
  // The embedded database serves one process: the seed is refused in one line, no stack.
  expect(code, again.output).not.toBe(0);
  expect(again.lines('Seed failed:'), again.output).toEqual([
    expect.stringMatching(/^Seed failed: The embedded database in .* is in use by another process/),
  ]);
  expect(again.output).not.toMatch(/^\s+at /m);
  // The server is unharmed; once it stops, the seed runs and finds everything in place.
  expect((await fetch(`${url}/api/health`)).ok).toBe(true);
  await server.stop();
  const afterStop = npm(['run', 'seed'], env);
  expect(await afterStop.done, afterStop.output).toBe(0);
  expectNothingNew(afterStop);
}

describe('README', () => {
  const readme = readFileSync(path.join(root as string, 'README.md'), 'utf8');

  it('names only npm scripts and repository files that exist', () => {
    const pkg = JSON.parse(readFileSync(path.join(root as string, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const npmBuiltins = new Set(['install', 'ci']);
    const scripts = [...readme.matchAll(/\bnpm (?:run )?([a-z][\w:-]*)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !npmBuiltins.has(name));
    expect(scripts).toContain('seed');
    expect(scripts.filter((name) => !(name in pkg.scripts))).toEqual([]);
    // Every path into the repository written in a code span (commands' arguments included).
    const fenced = /```\w*\n([\s\S]*?)```/g;
    const code = [
      ...[...readme.matchAll(fenced)].map((m) => m[1] ?? ''),
      ...[...readme.replace(fenced, '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
    ];
    const paths = code
      .flatMap((span) => span.split(/\s+/))
      .filter((word) => /^(apps|packages|bench|e2e|scripts|docs)\/|^\.env\.example$/.test(word));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => !existsSync(path.join(root as string, p)))).toEqual([]);
  });
});

describe('README: npm run seed, then npm start', () => {
  it('on a fresh data folder (embedded PGlite)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-readme-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    await readmeRun('pglite', { DATA_DIR: dataDir });
  }, 300_000);

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!testDatabaseUrl)(
    'on a fresh PostgreSQL database (DATABASE_URL)',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-readme-'));
      onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
      const database = await freshDatabase(testDatabaseUrl ?? '', 'readme');
      onTestFinished(() => database.drop());
      await readmeRun('postgres', { DATA_DIR: dataDir, DATABASE_URL: database.url });
    },
    300_000,
  );
});

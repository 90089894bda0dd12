/**
 * `npm run bench`: loopback load, each figure a ratio to a bare Fastify route
 * measured in the same run, so machines and runs compare. Bounded: every load
 * lasts BENCH_SECONDS (default 5) after a 1 s warm-up.
 *
 * PostgreSQL figures use BENCH_DATABASE_URL, or a fresh `futsal_bench` database
 * on the local server when it answers; otherwise only PGlite is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions } from '../apps/server/src/db/schema';
import { BENCH_SECONDS, load, report, startBaseline, type Measure } from './lib';
import {
  authMe,
  clubData,
  engineReplay,
  eventAppends,
  registration,
  seasonStats,
  type Ctx,
} from './scenarios';
import { measureLighthouse, printLighthouse } from './lighthouse';
import { streamFanOut } from './stream';
import { measureLoginBundle, measureStartup } from './web';

type Scenario = (ctx: Ctx & { label?: string }) => Promise<Measure[]>;

async function withApp(
  label: string,
  databaseUrl: string,
  scenarios: Scenario[],
): Promise<Measure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'futsal-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: 'b'.repeat(48),
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const user = {
      firstName: 'Bench',
      lastName: 'User',
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench12345',
    };
    const post = (p: string, body: unknown) =>
      fetch(`${url}/api/auth/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reg = await post('register', user);
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const { user: created } = (await reg.json()) as { user: { id: string } };
    // The club plan: 25 players in a team is past the starter limit.
    await database.db.insert(subscriptions).values({
      userId: created.id,
      plan: 'club',
      period: 'monthly',
      status: 'active',
      startDate: new Date(),
      autoRenew: true,
    });
    const { token } = (await (
      await post('login', { email: user.email, password: user.password })
    ).json()) as { token: string };
    const rows: Measure[] = [];
    for (const scenario of scenarios) rows.push(...(await scenario({ url, token, label })));
    return rows.map((r) => ({ ...r, name: `${r.name} [${label}]` }));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresUrl(): Promise<string | null> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS futsal_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE futsal_bench');
    return 'postgres://postgres@127.0.0.1:5432/futsal_bench';
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Issue 7's goal: the season's figures at ≥ 0.5 of the session check's rate, on the same database. */
function statsToMe(rows: Measure[]): void {
  for (const db of ['PostgreSQL', 'PGlite']) {
    const stats = rows.find(
      (r) => r.name.startsWith('GET /api/stats/team') && r.name.endsWith(`[${db}]`),
    );
    const me = rows.find((r) => r.name === `GET /api/auth/me [${db}]`);
    if (stats && me)
      console.log(`stats/team ÷ auth/me [${db}]: ${(stats.rps / me.rps).toFixed(2)} (goal ≥ 0.5)`);
  }
}

async function main(): Promise<void> {
  console.log(
    `Loopback, ${BENCH_SECONDS} s per load, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  const baseline = await startBaseline();
  const base = await load('baseline: bare Fastify route', { url: baseline.url });
  await baseline.close();

  // BENCH_ONLY=authMe,seasonStats (scenario names, `web` for the browser part) runs a subset while working on one.
  const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
  const wanted = (name: string) => !only || only.includes(name);
  const all = Object.entries({ authMe, clubData, eventAppends, registration, streamFanOut })
    .filter(([name]) => wanted(name))
    .map(([, scenario]) => scenario);
  const season: Scenario[] = wanted('seasonStats') ? [seasonStats] : [];
  const rows: Measure[] = [];
  // The season scenario (80 matches of ~300 events) runs on one database only, to keep the run bounded.
  const pgUrl = await postgresUrl();
  rows.push(...(await withApp('PGlite', 'memory://', pgUrl ? all : [...all, ...season])));
  if (pgUrl) rows.push(...(await withApp('PostgreSQL', pgUrl, [...all, ...season])));
  else console.log('(PostgreSQL not reachable: set BENCH_DATABASE_URL to include it)');
  report(base, rows);
  statsToMe(rows);

  if (!wanted('web')) return;
  console.log('');
  engineReplay();
  await measureLoginBundle();
  printLighthouse(await measureLighthouse());
  await measureStartup();
}

await main();

/**
 * `npm run bench`: loopback load, each figure a ratio to a bare Fastify route
 * measured in the same run, so machines and runs compare. Bounded: every load
 * lasts BENCH_SECONDS (default 5) after a 1 s warm-up.
 *
 * PostgreSQL figures use BENCH_DATABASE_URL, or a fresh `futsal_bench` database
 * on the local server when it answers; otherwise only PGlite is measured.
 *
 * While developing: BENCH_ONLY=<names, comma-separated> runs only those
 * scenarios (authMe, clubData, eventAppends, registration, seasonStats,
 * streamFanOut, teamsGrowth, appendGrowth, statsGrowth, engine, bundle, lighthouse, startup) and
 * BENCH_DB=pglite|postgres only that database.
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
import { appendGrowth, statsGrowth, teamsGrowth } from './growth';
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
    for (const scenario of scenarios)
      rows.push(
        ...(await scenario({
          url,
          token,
          db: database.db,
          userId: created.id,
          embedded: databaseUrl.startsWith('memory:'),
          label,
        })),
      );
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

  const all: Scenario[] = [
    authMe,
    clubData,
    eventAppends,
    registration,
    streamFanOut,
    teamsGrowth,
    appendGrowth,
  ];
  // The season scenarios (80 matches of ~300 events; 10 → 200 matches) run on one database only, to keep the run bounded.
  const heavy: Scenario[] = [seasonStats, statsGrowth];
  const rows: Measure[] = [];
  const pgUrl = wanted('postgres') ? await postgresUrl() : null;
  if (wanted('pglite')) {
    const list = selected(pgUrl ? all : [...all, ...heavy]);
    if (list.length) rows.push(...(await withApp('PGlite', 'memory://', list)));
  }
  if (pgUrl) {
    const list = selected([...all, ...heavy]);
    if (list.length) rows.push(...(await withApp('PostgreSQL', pgUrl, list)));
  } else if (wanted('postgres'))
    console.log('(PostgreSQL not reachable: set BENCH_DATABASE_URL to include it)');
  report(base, rows);
  statsToMe(rows);

  console.log('');
  if (only('engine')) engineReplay();
  if (only('bundle')) await measureLoginBundle();
  if (only('lighthouse')) printLighthouse(await measureLighthouse());
  if (only('startup')) await measureStartup();
}

/** BENCH_ONLY: the scenarios to run (all when unset). */
const ONLY =
  process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? null;
const only = (name: string) => !ONLY || ONLY.includes(name);
const selected = (list: Scenario[]) => list.filter((s) => only(s.name));
const wanted = (db: 'pglite' | 'postgres') => !process.env.BENCH_DB || process.env.BENCH_DB === db;

await main();

/**
 * `npm run bench`: loopback load, each figure a ratio to a bare Fastify route
 * measured in the same run, so machines and runs compare: to the run's first, and (`near`) to
 * one taken just before the figure, which holds when the machine's speed drifts. Bounded:
 * every load lasts BENCH_SECONDS (default 5) after a 1 s warm-up.
 *
 * PostgreSQL figures use BENCH_DATABASE_URL, or a fresh `futsal_bench` database
 * on the local server when it answers; otherwise only PGlite is measured.
 *
 * While developing: BENCH_ONLY=<names, comma-separated> runs only those
 * scenarios (authMe, clubData, eventAppends, registration, seasonStats,
 * streamFanOut, publicFanout, calendarFeed, teamsGrowth, appendGrowth, statsGrowth, soak, engine,
 * bundle, lighthouse, phoneLoad, startup, pdfHealth) and
 * BENCH_DB=pglite|postgres only that database.
 */
import os from 'node:os';
import pg from 'pg';
import { startBenchApp } from './app';
import { BENCH_SECONDS, load, nearBaselines, report, startBaseline, type Measure } from './lib';
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
import { calendarFeed } from './calendar-feed';
import { measureLighthouse, printLighthouse } from './lighthouse';
import { measurePhoneLoad } from './phone-load';
import { publicFanout } from './public-fanout';
import { soak } from './soak';
import { streamFanOut } from './stream';
import { measureLoginBundle, measureStartup } from './web';
import { measureShotMap } from './shot-map';
import { measureShotMapPdf } from './shot-map-pdf';
import { measurePdfHealth } from './pdf-health';

type Scenario = (ctx: Ctx & { label?: string }) => Promise<Measure[]>;

async function withApp(
  label: string,
  databaseUrl: string,
  scenarios: Scenario[],
): Promise<Measure[]> {
  const { ctx, close } = await startBenchApp(databaseUrl);
  try {
    const rows: Measure[] = [];
    for (const scenario of scenarios) rows.push(...(await scenario({ ...ctx, label })));
    return rows.map((r) => ({ ...r, name: `${r.name} [${label}]` }));
  } finally {
    await close();
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

/** Issue 36's floor: a season of 200 matches at ≥ 0.1 of the session check's rate, on the same database. */
function statsToMe(rows: Measure[]): void {
  for (const db of ['PostgreSQL', 'PGlite']) {
    const season = rows.filter(
      (r) => r.name.startsWith('GET /api/stats/team') && r.name.endsWith(`[${db}]`),
    );
    const stats = season.find((r) => r.name.includes('(200 matches)')) ?? season[0];
    const me = rows.find((r) => r.name === `GET /api/auth/me [${db}]`);
    if (stats && me)
      console.log(
        `${stats.name} ÷ auth/me: ${(stats.rps / me.rps).toFixed(3)} (floor ≥ 0.1, p99 < 50 ms)`,
      );
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `Loopback, ${BENCH_SECONDS} s per load, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  const baseline = await startBaseline();
  const base = await load('baseline: bare Fastify route', { url: baseline.url });
  nearBaselines(baseline.url);

  const all: Scenario[] = [
    authMe,
    clubData,
    eventAppends,
    registration,
    streamFanOut,
    calendarFeed,
  ];
  // The growth and season scenarios (80 matches of ~300 events; 10 → 200 matches) run on one
  // database only, PostgreSQL when it is reachable, to keep the run under 10 minutes: how a cost
  // grows with the data is the queries' shape, the same on both.
  // The public fan-out (1,000 pages, before and after the push; issue 37) too.
  const heavy: Scenario[] = [
    teamsGrowth,
    appendGrowth,
    seasonStats,
    statsGrowth,
    publicFanout,
    soak,
  ];
  const rows: Measure[] = [];
  const pgUrl = wanted('postgres') ? await postgresUrl() : null;
  try {
    if (wanted('pglite')) {
      const list = selected(pgUrl ? all : [...all, ...heavy]);
      if (list.length) rows.push(...(await withApp('PGlite', 'memory://', list)));
    }
    if (pgUrl) {
      const list = selected([...all, ...heavy]);
      if (list.length) rows.push(...(await withApp('PostgreSQL', pgUrl, list)));
    } else if (wanted('postgres'))
      console.log('(PostgreSQL not reachable: set BENCH_DATABASE_URL to include it)');
  } finally {
    nearBaselines(null);
    await baseline.close();
  }
  report(base, rows);
  statsToMe(rows);

  console.log('');
  if (only('engine')) engineReplay();
  if (only('bundle')) await measureLoginBundle();
  if (only('lighthouse')) printLighthouse(await measureLighthouse());
  if (only('phoneLoad')) await measurePhoneLoad();
  if (only('startup')) await measureStartup();
  if (only('shotMap')) await measureShotMap();
  if (only('shotMapPdf') || only('shotMap')) await measureShotMapPdf();
  if (only('pdfHealth')) await measurePdfHealth(pgUrl);
  const seconds = Math.round((performance.now() - started) / 1000);
  // Issue 11 bounds the whole run; on a slow host it came within a minute of it.
  console.log(
    `\nbench took ${Math.floor(seconds / 60)} min ${seconds % 60} s` +
      (ONLY ? '' : ' (bound for the whole run: 10 min)'),
  );
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

import autocannon, { type Request } from 'autocannon';
import { createServer } from 'node:net';
import Fastify from 'fastify';

/** The p-th percentile (0–100) of `xs`, the nearest rank at or below it; NaN when `xs` is empty. */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

export interface Measure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /**
   * The bare route's rate measured just before this row (`nearBaselines`): these machines' speed
   * drifts by a third within minutes, so the ratio to it (`near`) holds where the run's first may not.
   */
  nearBaseRps?: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

let nearBaselineUrl: string | null = null;

/**
 * From now on every `load` first loads the bare route at `url` for 2 s (it is warm already), and
 * its row keeps that rate; null stops it. Scenarios seed data between their rows (a season
 * takes ~20 s), so only a baseline taken at the row itself is near it.
 */
export function nearBaselines(url: string | null): void {
  nearBaselineUrl = url;
}

async function nearBaseRps(): Promise<number | undefined> {
  if (!nearBaselineUrl) return undefined;
  const r = await autocannon({ url: nearBaselineUrl, connections: BENCH_CONNECTIONS, duration: 2 });
  return r.requests.average;
}

/** Load one URL on loopback, bounded in time; a short warm-up is discarded. */
export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    connections?: number;
    /** Builds each request's path and body, e.g. a fresh UUID per event. */
    request?: () => { path: string; body: string };
    /**
     * A fixed number of requests instead of BENCH_SECONDS (after a warm-up of a
     * fifth as many): for loads that change what they measure, e.g. appends
     * that lengthen the log they are timed against.
     */
    amount?: number;
    /**
     * The status every answer should have (the taken e-mail's 409); any other counts as an
     * error. Without it, an answer outside 2xx does.
     */
    expectStatus?: number;
  },
): Promise<Measure> {
  const failures = (r: autocannon.Result) => {
    if (opts.expectStatus === undefined) return r.errors + r.non2xx;
    const other = Object.entries(r.statusCodeStats ?? {}).filter(
      ([code]) => Number(code) !== opts.expectStatus,
    );
    return r.errors + other.reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
  };
  const base = {
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    connections: opts.connections ?? BENCH_CONNECTIONS,
    requests: opts.request
      ? [{ setupRequest: (req: Request): Request => ({ ...req, ...opts.request?.() }) }]
      : undefined,
  };
  const nearBase = await nearBaseRps();
  if (opts.amount) {
    await autocannon({ ...base, amount: Math.ceil(opts.amount / 5) });
    const r = await autocannon({ ...base, amount: opts.amount });
    return {
      name,
      rps: r.requests.total / Math.max(r.duration, 0.001),
      p99: r.latency.p99,
      errors: failures(r),
      nearBaseRps: nearBase,
    };
  }
  await autocannon({ ...base, duration: 1 });
  const r = await autocannon({ ...base, duration: BENCH_SECONDS });
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: failures(r),
    nearBaseRps: nearBase,
  };
}

/** The baseline: a bare Fastify route answering a constant JSON body. */
export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: () => app.close() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
    srv.on('error', reject);
  });
}

/**
 * The table: each row's rate as a ratio to the run's first baseline, and `near`, to the one
 * taken just before it.
 */
export function report(baseline: Measure, rows: Measure[]): void {
  const fmt = (m: Measure) =>
    `${m.name.padEnd(44)} ${m.rps.toFixed(0).padStart(8)} req/s  p99 ${String(m.p99).padStart(4)} ms  ` +
    `ratio ${(m.rps / baseline.rps).toFixed(3)}  p99×${(m.p99 / Math.max(baseline.p99, 1)).toFixed(1)}` +
    (m.nearBaseRps ? `  near ${(m.rps / m.nearBaseRps).toFixed(3)}` : '') +
    (m.errors ? `  (${m.errors} errors!)` : '');
  console.log(fmt(baseline));
  for (const r of rows) console.log(fmt(r));
}

/**
 * Append hot path probe (issue 11): builds the app as bench/run.ts does, seeds
 * the eventAppends data, counts the statements each append sends (pg's
 * Client.query wrapped) and then loads appends with autocannon, for
 * `node --cpu-prof` (`PROFILE_SECONDS`, default 5).
 *   BENCH_DATABASE_URL=postgres://… [PROFILE_ORDER=clock] [PROFILE_NO_KEPT_FOLD=1] npx tsx bench/profile-appends.ts
 */
import pg from 'pg';
import autocannon from 'autocannon';
import { Session } from 'node:inspector/promises';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { EventsRepository } from '../apps/server/src/modules/match-log/events.repository';
import { KeptFolds } from '../apps/server/src/modules/match-log/kept-folds';
import { startBenchApp } from './app';
import { appendLoad, auth } from './scenarios';

/** Time spent in the append path's parts while loading (ms, summed over requests). */
const spent = new Map<string, { ms: number; n: number }>();
function note(label: string, ms: number): void {
  const s = spent.get(label) ?? { ms: 0, n: 0 };
  s.ms += ms;
  s.n += 1;
  spent.set(label, s);
}
function timed<T extends object>(proto: T, method: keyof T & string, label = method): void {
  const fn = proto[method] as (...a: unknown[]) => Promise<unknown>;
  (proto as Record<string, unknown>)[method] = async function (this: unknown, ...a: unknown[]) {
    const start = performance.now();
    try {
      return await fn.apply(this, a);
    } finally {
      note(label, performance.now() - start);
    }
  };
}
timed(EventsRepository.prototype, 'lock');
timed(EventsRepository.prototype, 'logAndRoster');
timed(EventsRepository.prototype, 'notifyAppended');
// Whether each append found its match's fold kept (a hit folds one event and writes what changed).
const take = KeptFolds.prototype.take;
KeptFolds.prototype.take = function (this: KeptFolds, matchId: string, version: string) {
  // PROFILE_NO_KEPT_FOLD=1: every append reads and folds the whole log, to measure what the kept fold saves.
  const kept = process.env.PROFILE_NO_KEPT_FOLD ? undefined : take.call(this, matchId, version);
  note(kept ? 'kept fold found' : 'log read (no kept fold)', 0);
  return kept;
};

const texts: string[] = [];
let counting = false;
const original = pg.Client.prototype.query;
// Wraps every statement any pool client sends (query is overloaded: seen as a plain function here).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0] as string | { text?: string };
    texts.push((typeof q === 'string' ? q : (q.text ?? '?')).replace(/\s+/g, ' ').slice(0, 140));
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

/**
 * CPU time (ms) of every local process named postgres, read from /proc: the database's side of
 * the load when it runs on this machine (0 elsewhere).
 */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
}

const { ctx, close } = await startBenchApp(process.env.BENCH_DATABASE_URL ?? 'memory://');
const url = ctx.url;
const { request } = await appendLoad(
  ctx,
  process.env.PROFILE_ORDER === 'clock' ? 'clock' : 'random',
);
const headers = { ...auth(ctx), 'content-type': 'application/json' };
const one = async () => {
  const r = request();
  const res = await fetch(`${url}${r.path}`, { method: 'POST', headers, body: r.body });
  if (res.status !== 201) throw new Error(`append ${res.status}`);
};
// Warm every match, then count one append's statements.
for (let i = 0; i < 100; i++) await one();
counting = true;
const n = 20;
for (let i = 0; i < n; i++) await one();
counting = false;
const tally = new Map<string, number>();
for (const t of texts) tally.set(t, (tally.get(t) ?? 0) + 1);
console.log(`${texts.length / n} statements per append (sequential):`);
for (const [t, c] of tally) console.log(`  ${(c / n).toFixed(2)}× ${t}`);
const connections = ctx.embedded ? 10 : 50;
spent.clear();
const cpuBefore = process.cpuUsage();
const pgBefore = postgresCpuMs();
const wallBefore = performance.now();
// Only the load is profiled (PROFILE_OUT), not the start-up and seeding.
const session = new Session();
const profileOut = process.env.PROFILE_OUT;
if (profileOut) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
// PROFILE_ROUTE=me loads the session check instead: what any signed-in request costs before its handler.
const r =
  process.env.PROFILE_ROUTE === 'me'
    ? await autocannon({
        url: `${url}/api/auth/me`,
        headers: auth(ctx),
        connections,
        duration: Number(process.env.PROFILE_SECONDS ?? 5),
      })
    : await autocannon({
        url,
        method: 'POST',
        headers,
        connections,
        duration: Number(process.env.PROFILE_SECONDS ?? 5),
        requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
      });
const cpu = process.cpuUsage(cpuBefore);
const wall = performance.now() - wallBefore;
const pgMs = postgresCpuMs() - pgBefore;
console.log(
  `  node CPU during the load: user ${((cpu.user / 1000 / wall) * 100).toFixed(0)}%, ` +
    `system ${((cpu.system / 1000 / wall) * 100).toFixed(0)}% of one core; ` +
    `${((cpu.user + cpu.system) / 1000 / r.requests.total).toFixed(2)} ms per request`,
);
console.log(
  `  postgres CPU during the load: ${((pgMs / wall) * 100).toFixed(0)}% of one core; ` +
    `${(pgMs / r.requests.total).toFixed(2)} ms per request`,
);
for (const [k, v] of spent) console.log(`  ${k}: ${v.n} calls, mean ${(v.ms / v.n).toFixed(1)} ms`);
console.log(
  `${connections} connections: ${r.requests.average} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
);
if (profileOut) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileOut, JSON.stringify(profile));
}
await close();

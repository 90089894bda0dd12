/**
 * Issue 41: ten parallel PDF reports raised the health check's latency to 537 ms, pdfmake's
 * layout running on the request thread (decision 0164). Two apps, one rendering on
 * the request thread (REPORT_THREADS=0, as before) and one on its worker threads (the default),
 * on PostgreSQL when the run reaches it (else PGlite), each with a team of 30 played matches: ten team PDFs are asked at once, ROUNDS times, while
 * /api/health is asked one call after another; its p99 and max, before → after.
 */
import { startBenchApp } from './app';
import { percentile } from './lib';
import { auth, playedSeason } from './scenarios';

const PARALLEL = 10;
const ROUNDS = 3;
const MATCHES = 30;

interface Run {
  healthP99: number;
  healthMax: number;
  checks: number;
  pdfSeconds: number;
}

async function run(databaseUrl: string, env: Record<string, string>): Promise<Run> {
  const { ctx, close } = await startBenchApp(databaseUrl, env);
  try {
    const { teamId } = await playedSeason(ctx, MATCHES, 300, 41);
    const to = new Date().toISOString().slice(0, 10);
    const pdfUrl = `${ctx.url}/api/reports/team/${teamId}?range=custom&from=2000-01-01&to=${to}&lng=es`;
    const pdf = async () => {
      const res = await fetch(pdfUrl, { headers: auth(ctx) });
      if (res.status !== 200) throw new Error(`team PDF: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    // Warm: pdfmake loaded, the render thread (if any) started.
    await pdf();
    const latencies: number[] = [];
    let done = false;
    const checks = (async () => {
      while (!done) {
        const start = performance.now();
        const res = await fetch(`${ctx.url}/api/health`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`health: ${res.status}`);
        latencies.push(performance.now() - start);
      }
    })();
    const started = performance.now();
    try {
      for (let round = 0; round < ROUNDS; round += 1)
        await Promise.all(Array.from({ length: PARALLEL }, pdf));
    } finally {
      done = true;
      await checks;
    }
    return {
      healthP99: percentile(latencies, 99),
      healthMax: Math.max(...latencies),
      checks: latencies.length,
      pdfSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await close();
  }
}

/** On PostgreSQL when the run has it: PGlite's queries run on the request thread too. */
export async function measurePdfHealth(databaseUrl: string | null): Promise<void> {
  const url = databaseUrl ?? 'memory://';
  const before = await run(url, { REPORT_THREADS: '0' });
  const after = await run(url, {});
  const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `health p99 while ${PARALLEL} PDFs render (${MATCHES} matches, ${ROUNDS} rounds, ${db}):` +
      ` ${ms(before.healthP99)} → ${ms(after.healthP99)} (max ${ms(before.healthMax)} → ${ms(after.healthMax)};` +
      ` ${before.checks} → ${after.checks} checks answered; the ${PARALLEL * ROUNDS} PDFs took` +
      ` ${before.pdfSeconds.toFixed(1)} s → ${after.pdfSeconds.toFixed(1)} s; on the request thread → on worker threads)`,
  );
}

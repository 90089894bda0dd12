import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { BENCH_SECONDS, type Measure, percentile } from './lib';
import { api, seedMatch, seedTeam, type Ctx } from './scenarios';

const PUBLIC_VIEWERS = Number(process.env.BENCH_PUBLIC_VIEWERS ?? 1000);
const DEVICES = 5;
/** The public page's poll (decision 0053), for the figures before the push. */
const POLL_MS = 3000;

const now = () => performance.timeOrigin + performance.now();

/** The heap and buffers of this thread (the server's), after a full collection. */
function serverMemory(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

interface Run {
  /** (event, viewer) pairs: from the POST sent, and from its answer (the commit). */
  fromPost: number[];
  fromCommit: number[];
  /** Per event, from its commit until the last viewer had it. */
  lastViewer: number[];
  events: number;
  bytesPerStream: number | null;
  /** Polls answered with an error (before only). */
  failures: number;
  /** Events not seen by every viewer within EVENT_WAIT_MS. */
  late: number;
}

/** How long an event may take to reach every viewer before the run goes on without it. */
const EVENT_WAIT_MS = 20_000;

/**
 * Rival goals posted one at a time, each awaited on every viewer (1,000 public pages and 5
 * signed-in devices by default), the viewers in a worker thread. `push`: the public pages on
 * their stream (decision 0136); `poll`: on GET every 3 s, as before it.
 */
async function run(ctx: Ctx, mode: 'push' | 'poll'): Promise<Run> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const matchId = await seedMatch(ctx, teamId, playerIds, { opponent: `Rival ${mode}` });
  const { token } = await api<{ token: string }>(ctx, 'POST', `/matches/${matchId}/share`);
  const publicUrl = `${ctx.url}/api/public/live/${token}`;
  const device = {
    url: `${ctx.url}/api/events/match/${matchId}/stream`,
    headers: { authorization: `Bearer ${ctx.token}` },
    kind: 'device',
  };
  const viewers = Array.from({ length: PUBLIC_VIEWERS }, () => ({
    url: `${publicUrl}/stream`,
    headers: {},
    kind: 'public',
  }));
  const before = serverMemory();
  const worker = new Worker(new URL('./fanout-clients.mjs', import.meta.url), {
    workerData: {
      streams: [
        ...Array.from({ length: DEVICES }, () => device),
        ...(mode === 'push' ? viewers : []),
      ],
      polls: mode === 'poll' ? Array.from({ length: PUBLIC_VIEWERS }, () => publicUrl) : [],
      pollMs: POLL_MS,
    },
  });
  const waiters = new Map<string, () => void>();
  let arrivals: [number, number][] = [];
  let failures = 0;
  let late = 0;
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  type Message = { type: string; count?: number; arrivals?: [number, number][]; failures?: number };
  worker.on('message', (m: Message) => {
    if (m.arrivals) arrivals = m.arrivals;
    if (m.failures) failures = m.failures;
    waiters.get(m.type === 'all' ? `all:${m.count}` : m.type)?.();
  });
  const wait = (key: string) =>
    Promise.race([failed, new Promise<void>((resolve) => waiters.set(key, resolve))]);
  try {
    await wait('ready');
    if (process.env.BENCH_VERBOSE) console.log(`  ${mode}: every viewer ready`);
    const streams = DEVICES + (mode === 'push' ? PUBLIC_VIEWERS : 0);
    const bytesPerStream = mode === 'push' ? (serverMemory() - before) / streams : null;
    const sent = new Map<number, { post: number; commit: number }>();
    const until = performance.now() + BENCH_SECONDS * 1000;
    const most = mode === 'push' ? 100 : 2;
    for (let count = 1; count <= most && (count <= 2 || performance.now() < until); count++) {
      const all = wait(`all:${count}`);
      const post = now();
      await api(ctx, 'POST', `/events/match/${matchId}`, {
        id: randomUUID(),
        type: 'rival_goal',
        period: 'first',
        minute: Math.floor(count / 10),
        second: (count * 5) % 60,
      });
      sent.set(count, { post, commit: now() });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), EVENT_WAIT_MS);
      });
      if (await Promise.race([all.then(() => false), timedOut])) late += 1;
      clearTimeout(timer);
    }
    const done = wait('arrivals');
    worker.postMessage({ type: 'stop' });
    await done;
    const fromPost: number[] = [];
    const fromCommit: number[] = [];
    const last = new Map<number, number>();
    for (const [count, at] of arrivals) {
      const s = sent.get(count);
      if (!s) continue;
      fromPost.push(at - s.post);
      fromCommit.push(Math.max(0, at - s.commit));
      last.set(count, Math.max(last.get(count) ?? 0, Math.max(0, at - s.commit)));
    }
    return {
      fromPost,
      fromCommit,
      lastViewer: [...last.values()],
      events: sent.size,
      bytesPerStream,
      failures,
      late,
    };
  } finally {
    await worker.terminate();
  }
}

const ms = (xs: number[], p: number) => `${percentile(xs, p).toFixed(1)} ms`;

/**
 * Issue 37: an event committed → received by every stream of its match, with 1,000 public pages
 * and 5 signed-in devices on it, before (the pages poll every 3 s) and after (they stream).
 * Floor: p99 under 200 ms.
 */
export async function publicFanout(ctx: Ctx & { label?: string }): Promise<Measure[]> {
  const tag = ctx.label ? ` [${ctx.label}]` : '';
  const modes = (process.env.BENCH_FANOUT_MODES ?? 'poll,push').split(',') as ('poll' | 'push')[];
  for (const mode of modes) {
    const r = await run(ctx, mode);
    console.log(
      `public fan-out${tag} ${mode === 'poll' ? 'before (pages poll every 3 s)' : 'after (pages stream)'}: ` +
        `${PUBLIC_VIEWERS} public pages + ${DEVICES} devices, ${r.events} events: ` +
        `commit → viewer p50 ${ms(r.fromCommit, 50)}, p99 ${ms(r.fromCommit, 99)}; ` +
        `every viewer had it p50 ${ms(r.lastViewer, 50)}, p99 ${ms(r.lastViewer, 99)} ` +
        `(from the POST sent: p99 ${ms(r.fromPost, 99)})` +
        (r.bytesPerStream === null
          ? ''
          : `; server memory per open stream ${(r.bytesPerStream / 1024).toFixed(1)} KB`) +
        (r.failures ? `; ${r.failures} polls refused (503)` : '') +
        (r.late ? `; ${r.late} events not on every page within ${EVENT_WAIT_MS / 1000} s` : '') +
        (mode === 'push' ? ` (floor: p99 < 200 ms)` : ''),
    );
  }
  return [];
}

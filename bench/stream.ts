import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { BENCH_SECONDS, type Measure, percentile } from './lib';
import { api, seedMatch, seedTeam, type Ctx } from './scenarios';

const STREAMS = 50;

/** One open stream that reports when each event id arrives. */
function openStream(url: string, token: string, onEvent: (id: string, at: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const data = buffer
              .slice(0, cut)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buffer = buffer.slice(cut + 2);
            if (data)
              onEvent((JSON.parse(data.slice(6)) as { event: { id: string } }).event.id, at);
            cut = buffer.indexOf('\n\n');
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
  });
}

/**
 * Decision 0047: time from an append (POST on its own connection) to its
 * arrival on 50 open streams of the same match, p50 and p99 over every
 * (append, stream) pair, next to the POST's own round trip as the baseline.
 * Appends go one at a time for BENCH_SECONDS (at most 300 of them).
 */
export async function streamFanOut(ctx: Ctx & { label?: string }): Promise<Measure[]> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const matchId = await seedMatch(ctx, teamId, playerIds, { opponent: 'Rival stream' }, false);
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const afterAnswer: number[] = [];
  const arrived = new Map<string, number>();
  const latencies: number[] = [];
  let notify: (() => void) | null = null;
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, () =>
      openStream(`${ctx.url}/api/events/match/${matchId}/stream`, ctx.token, (id, at) => {
        const sent = sentAt.get(id);
        if (sent === undefined) return;
        latencies.push(at - sent);
        arrivals.push({ id, at });
        arrived.set(id, (arrived.get(id) ?? 0) + 1);
        if (arrived.get(id) === STREAMS) notify?.();
      }),
    ),
  );
  const post = async (body: Record<string, unknown>) => {
    const id = randomUUID();
    const all = new Promise<void>((resolve) => (notify = resolve));
    const start = performance.now();
    sentAt.set(id, start);
    await api(ctx, 'POST', `/events/match/${matchId}`, { id, ...body });
    const answered = performance.now();
    answeredAt.set(id, answered);
    await all;
    return answered - start;
  };
  const roundTrips: number[] = [];
  const arrivals: { id: string; at: number }[] = [];
  try {
    await post({ type: 'period_start', period: 'first', minute: 0, second: 0, at: Date.now() });
    latencies.length = 0;
    arrivals.length = 0;
    const until = performance.now() + BENCH_SECONDS * 1000;
    for (let i = 0; i < 300 && performance.now() < until; i++) {
      roundTrips.push(
        await post({
          type: 'shot',
          period: 'first',
          minute: Math.floor(i / 20),
          second: (i * 3) % 60,
          playerId: playerIds[i % 5],
        }),
      );
    }
  } finally {
    for (const s of streams) s.destroy();
  }
  for (const { id, at } of arrivals) {
    const answered = answeredAt.get(id);
    if (answered !== undefined && roundTrips.length > 0) afterAnswer.push(at - answered);
  }
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const rt = percentile(roundTrips, 50);
  console.log(
    `live stream${ctx.label ? ` [${ctx.label}]` : ''}: append → ${STREAMS} streams of one match, ` +
      `${roundTrips.length} appends: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
      `(baseline POST round trip p50 ${rt.toFixed(1)} ms; p50 ratio ${(p50 / rt).toFixed(2)}×; ` +
      `after the POST's answer p50 ${percentile(afterAnswer, 50).toFixed(1)} ms, p99 ${percentile(afterAnswer, 99).toFixed(1)} ms)`,
  );
  return [];
}

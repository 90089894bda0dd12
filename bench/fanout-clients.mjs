// The public fan-out's viewers, in a worker thread of their own (bench/public-fanout.ts): their
// parsing does not run on the server's event loop, and the server's heap holds only its side.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** Wall time at sub-millisecond resolution, comparable between threads. */
const now = () => performance.timeOrigin + performance.now();
const { streams, polls, pollMs } = workerData;
const total = streams.length + polls.length;
/** Per rival goal count: how many viewers have seen it, and when each did. */
const seen = new Map();
const arrivals = [];
let failures = 0;

function saw(count, at) {
  arrivals.push([count, at]);
  const n = (seen.get(count) ?? 0) + 1;
  seen.set(count, n);
  if (n === total) parentPort.postMessage({ type: 'all', count });
}

const SCORE_RIVAL = /"score":\{"us":\d+,"rival":(\d+)\}/;
let ready = 0;
const readyOne = () => {
  ready += 1;
  if (ready === total) parentPort.postMessage({ type: 'ready' });
};

/** A public page (`live` frames: the view) or a device (`match-event` frames: the event). */
function openStream({ url, headers, kind }) {
  let rival = 0;
  let first = true;
  const req = http.get(url, { headers, agent: false }, (res) => {
    if (res.statusCode !== 200) throw new Error(`stream ${kind}: ${res.statusCode}`);
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      const at = now();
      buffer += chunk;
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data || lines.some((l) => l === 'event: revoked')) continue;
        if (first) {
          first = false;
          readyOne();
        }
        // The figure needed, not a parse of the whole view: the clients share the server's cores.
        const next =
          kind === 'public'
            ? Number(SCORE_RIVAL.exec(data)?.[1] ?? rival)
            : rival + (data.includes('"type":"rival_goal"') ? 1 : 0);
        if (next > rival) saw(next, at);
        rival = next;
      }
    });
  });
  req.on('error', () => undefined);
  return { req, connected: new Promise((resolve) => req.once('response', resolve)) };
}

/** The page as it was: a GET every `pollMs`, one at a time, starting at a random offset. */
function startPolling(url) {
  let rival = 0;
  let first = true;
  let stopped = false;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const poll = () => {
    if (stopped) return;
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => {
          const at = now();
          // A saturated instance answers 503 (its pool's wait timed out): counted, asked again later.
          if (res.statusCode !== 200) {
            failures += 1;
            setTimeout(poll, pollMs);
            return;
          }
          const view = JSON.parse(body);
          if (first) {
            first = false;
            readyOne();
          }
          if (view.score.rival > rival) saw(view.score.rival, at);
          rival = view.score.rival;
          setTimeout(poll, pollMs);
        });
      })
      .on('error', () => setTimeout(poll, pollMs));
  };
  setTimeout(poll, Math.random() * pollMs);
  return () => {
    stopped = true;
    agent.destroy();
  };
}

// 50 connections at a time: a thousand at once overflow the server's accept queue (511).
const open = [];
for (let i = 0; i < streams.length; i += 50) {
  const batch = streams.slice(i, i + 50).map(openStream);
  open.push(...batch.map((b) => b.req));
  await Promise.all(batch.map((b) => b.connected));
}
const stops = polls.map(startPolling);
parentPort.on('message', (m) => {
  if (m.type !== 'stop') return;
  for (const req of open) req.destroy();
  for (const stop of stops) stop();
  parentPort.postMessage({ type: 'arrivals', arrivals, failures });
});

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { Agent, FormData, fetch, type Response } from 'undici';
import { subscriptions } from '../apps/server/src/db/schema';
import { signUp } from './accounts';
import { percentile, type Measure } from './lib';
import { seedMatch, seedTeam, type Ctx } from './scenarios';

/**
 * Issue 41's soak: `SOAK_COACHES` coaches (default 50), each with a team, a squad and a live
 * match whose stream stays open, mixing for `SOAK_SECONDS` (default 20) what they do at once:
 * lists, statistics, appends, team PDFs and avatar uploads. Reports every failure (the target is
 * none), p50/p99 per route, and the process's memory and open descriptors before the load, at
 * its end, and after it has stopped and the heap was collected (no growth left behind).
 */
const COACHES = Number(process.env.SOAK_COACHES ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 20);

interface Coach {
  ctx: Ctx;
  teamId: string;
  playerIds: string[];
  matchId: string;
  minute: number;
}

/** Heap collected on demand: the figure after the load must not count garbage not yet swept. */
setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/** Open descriptors, and how many are sockets to PostgreSQL (the pool, bounded by its size). */
function descriptors(): { all: number; database: number } {
  const inodes = new Set<string>();
  const fds = readdirSync('/proc/self/fd');
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      // Closed between the listing and the read.
    }
  }
  let database = 0;
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // Remote address is column 2 (hex ip:port); the inode is column 9.
      if (cols[2]?.endsWith(':1538') && inodes.has(cols[9] ?? '')) database++;
    }
  }
  return { all: fds.length, database };
}

function snapshot(): { rssMb: number; heapMb: number; fds: number; dbFds: number } {
  gc();
  const m = process.memoryUsage();
  const d = descriptors();
  return {
    rssMb: Math.round(m.rss / 2 ** 20),
    heapMb: Math.round(m.heapUsed / 2 ** 20),
    fds: d.all,
    dbFds: d.database,
  };
}

async function coachOf(base: Ctx, n: number): Promise<Coach> {
  const email = `soak-${n}-${randomUUID()}@example.com`;
  const { token, userId } = await signUp(base.url, {
    firstName: 'Soak',
    lastName: `Coach ${n}`,
    email,
    password: 'Bench12345',
  });
  await base.db.insert(subscriptions).values({
    userId,
    plan: 'pro',
    period: 'monthly',
    status: 'active',
    startDate: new Date(),
    autoRenew: true,
  });
  const ctx: Ctx = { ...base, token, userId };
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const matchId = await seedMatch(ctx, teamId, playerIds, { opponent: `Rival ${n}` });
  return { ctx, teamId, playerIds, matchId, minute: 0 };
}

/** The coach's match stream, kept open for the whole soak; resolves once the server answered. */
function openStream(coach: Coach): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${coach.ctx.url}/api/events/match/${coach.matchId}/stream`,
      { headers: { authorization: `Bearer ${coach.ctx.token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
        res.resume();
        resolve(req);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // Our own abort at the end of the soak.
      if (err.code !== 'ECONNRESET') reject(err);
    });
  });
}

type Action = { route: string; run: (c: Coach) => Promise<Response> };

/** The coaches' connections, closed after the load so that what stays open is the server's. */
const agent = new Agent();

const headers = (c: Coach) => ({
  authorization: `Bearer ${c.ctx.token}`,
  'accept-encoding': 'gzip, deflate, br',
});
const get = (c: Coach, path: string) =>
  fetch(`${c.ctx.url}/api${path}`, { headers: headers(c), dispatcher: agent });
const today = () => new Date().toISOString().slice(0, 10);

/** What a coach does, with how often (weights): reads most, appends often, PDFs and uploads rarely. */
function actions(avatar: Buffer): [Action, number][] {
  return [
    [{ route: 'GET /api/teams', run: (c) => get(c, '/teams') }, 4],
    [{ route: 'GET /api/teams/{id}/players', run: (c) => get(c, `/teams/${c.teamId}/players`) }, 4],
    [
      {
        route: 'GET /api/stats/team/{id}',
        run: (c) => get(c, `/stats/team/${c.teamId}?range=custom&from=2000-01-01&to=${today()}`),
      },
      2,
    ],
    [
      {
        route: 'POST /api/events/match/{id}',
        run: (c) => {
          c.minute = Math.min(c.minute + 0.1, 19.9);
          return fetch(`${c.ctx.url}/api/events/match/${c.matchId}`, {
            method: 'POST',
            dispatcher: agent,
            headers: { ...headers(c), 'content-type': 'application/json' },
            body: JSON.stringify({
              id: randomUUID(),
              type: 'shot',
              period: 'first',
              minute: Math.floor(c.minute),
              second: Math.floor((c.minute % 1) * 60),
              playerId: c.playerIds[Math.floor(Math.random() * 5)],
              onTarget: Math.random() < 0.5,
            }),
          });
        },
      },
      4,
    ],
    [
      {
        route: 'GET /api/reports/team/{id} (PDF)',
        run: (c) =>
          get(c, `/reports/team/${c.teamId}?range=custom&from=2000-01-01&to=${today()}&lng=es`),
      },
      0.3,
    ],
    [
      {
        route: 'PUT /api/auth/profile/avatar',
        run: (c) => {
          const form = new FormData();
          form.append(
            'avatar',
            new Blob([new Uint8Array(avatar)], { type: 'image/png' }),
            'avatar.png',
          );
          return fetch(`${c.ctx.url}/api/auth/profile/avatar`, {
            method: 'PUT',
            dispatcher: agent,
            headers: { authorization: `Bearer ${c.ctx.token}` },
            body: form,
          });
        },
      },
      0.3,
    ],
  ];
}

function pick(list: [Action, number][]): Action {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [action, w] of list) {
    r -= w;
    if (r <= 0) return action;
  }
  return list[0]![0];
}

export async function soak(base: Ctx): Promise<Measure[]> {
  const coaches: Coach[] = [];
  // Sequentially: seeding is not what is measured, and registration is rate-bound by hashing.
  for (let n = 0; n < COACHES; n++) coaches.push(await coachOf(base, n));
  const avatar = await sharp({
    create: { width: 512, height: 512, channels: 3, background: { r: 30, g: 136, b: 229 } },
  })
    .png()
    .toBuffer();
  const list = actions(avatar);
  const before = snapshot();
  const streams = await Promise.all(coaches.map(openStream));
  const times = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    coaches.map(async (coach) => {
      while (performance.now() < until) {
        const action = pick(list);
        const start = performance.now();
        try {
          const res = await action.run(coach);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(String(res.status));
          times.set(action.route, [...(times.get(action.route) ?? []), performance.now() - start]);
        } catch {
          failures.set(action.route, (failures.get(action.route) ?? 0) + 1);
        }
      }
    }),
  );
  const atEnd = snapshot();
  for (const s of streams) s.destroy();
  await agent.close();
  // Let the server see the streams and connections close.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = snapshot();

  const count = [...times.values()].reduce((sum, t) => sum + t.length, 0);
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `soak: ${COACHES} coaches for ${SECONDS} s, ${count} requests, ${failed} failed` +
      (failed ? ` (${[...failures].map(([r, n]) => `${r}: ${n}`).join(', ')})` : ''),
  );
  for (const [route, t] of [...times].sort()) {
    console.log(
      `  ${route.padEnd(40)} n ${String(t.length).padStart(6)}  p50 ${percentile(t, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(t, 99).toFixed(0).padStart(5)} ms`,
    );
  }
  const fmt = (s: ReturnType<typeof snapshot>) =>
    `rss ${s.rssMb} MB, heap ${s.heapMb} MB, ${s.fds} descriptors (${s.dbFds} to PostgreSQL)`;
  console.log(`  before: ${fmt(before)}\n  at end: ${fmt(atEnd)}\n  after:  ${fmt(after)}`);
  console.log(
    `  left behind: heap ${after.heapMb - before.heapMb} MB (bounded caches filled), descriptors ${after.fds - after.dbFds - (before.fds - before.dbFds)} besides the database pool`,
  );
  // Its own report above: a mix has no single rate to hold against the baseline.
  return [];
}

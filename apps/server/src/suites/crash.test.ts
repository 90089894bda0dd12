import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../test/server-process';

/**
 * kill -9 while events are being appended: after a restart on the same data,
 * every event the server acknowledged (201) is in the log. Runs on an embedded
 * PGlite data folder, and on PostgreSQL when TEST_DATABASE_URL is set.
 * CRASH_ROUNDS sets the kill/restart rounds per engine (default 1).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const ACKS_BEFORE_KILL = 25;

interface Session {
  token: string;
  matchId: string;
  scorer: string;
}

async function api<T>(
  server: ServerProcess,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as T };
}

async function setUp(server: ServerProcess): Promise<Session> {
  const email = `crash-${randomUUID()}@example.com`;
  const password = 'Secret123';
  expect(
    (
      await api(server, 'POST', '/api/auth/register', null, {
        firstName: 'K',
        lastName: 'N',
        email,
        password,
      })
    ).status,
  ).toBe(201);
  const { json: login } = await api<{ token: string }>(server, 'POST', '/api/auth/login', null, {
    email,
    password,
  });
  const token = login.token;
  const { json: team } = await api<{ id: string }>(server, 'POST', '/api/teams', token, {
    name: 'Crash FS',
  });
  const players: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const res = await api<{ id: string }>(server, 'POST', `/api/players/team/${team.id}`, token, {
      name: `Jugador ${n}`,
      number: n,
      positions: { primary: 'winger' },
      preferredFoot: 'right',
      status: 'available',
      nationalId: `ID-${n}-0000`,
    });
    expect(res.status).toBe(201);
    players.push(res.json.id);
  }
  const { json: match } = await api<{ id: string }>(
    server,
    'POST',
    `/api/matches/team/${team.id}`,
    token,
    {
      opponent: 'Rival',
      date: '2026-03-14T18:30:00+01:00',
      location: 'Pabellón',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
    },
  );
  expect(
    (
      await api(server, 'PUT', `/api/matches/${match.id}/lineup`, token, {
        starters: players,
        substitutes: [],
      })
    ).status,
  ).toBe(200);
  return { token, matchId: match.id, scorer: players[0] ?? '' };
}

const eventAt = (i: number, scorer: string) =>
  i === 0
    ? { id: randomUUID(), type: 'period_start', period: 'first', minute: 0, second: 0 }
    : {
        id: randomUUID(),
        type: 'goal',
        period: 'first',
        minute: Math.floor(i / 60),
        second: i % 60,
        playerId: scorer,
      };

/** Appends until ACKS_BEFORE_KILL are acknowledged, then kills -9 with one more append in flight. */
async function appendThenKill(server: ServerProcess, s: Session, start: number): Promise<string[]> {
  const acked: string[] = [];
  let i = start;
  while (acked.length < ACKS_BEFORE_KILL) {
    const event = eventAt(i++, s.scorer);
    const res = await api(server, 'POST', `/api/events/match/${s.matchId}`, s.token, event);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    acked.push(event.id);
  }
  const inFlight = api(
    server,
    'POST',
    `/api/events/match/${s.matchId}`,
    s.token,
    eventAt(i, s.scorer),
  ).catch(() => null);
  server.child.kill('SIGKILL');
  await server.exited;
  await inFlight;
  return acked;
}

async function crashRounds(env: Record<string, string>) {
  let server = await startServer(env);
  const session = await setUp(server);
  const acked: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      acked.push(...(await appendThenKill(server, session, round * (ACKS_BEFORE_KILL + 1))));
      server = await startServer(env);
      const { status, json } = await api<{ events: { id: string }[] }>(
        server,
        'GET',
        `/api/events/match/${session.matchId}`,
        session.token,
      );
      expect(status).toBe(200);
      const stored = new Set(json.events.map((e) => e.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    }
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futsal-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const common = (dataDir: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: 'crash-test-secret-long-enough-0123456789',
  WEB_DIST_DIR: path.join(dir, 'no-web'),
});

describe('kill -9 during event appends', () => {
  it('keeps every acknowledged event in an embedded PGlite data folder (and takes over the dead lock)', async () => {
    await crashRounds({ ...common(path.join(dir, 'pglite')), DATABASE_URL: '' });
  }, 300_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps every acknowledged event on PostgreSQL',
    async () => {
      await crashRounds({
        ...common(path.join(dir, 'pg')),
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      });
    },
    120_000,
  );
});

import { randomUUID } from 'node:crypto';
import { generateSampleLog, replayMatch } from '@futsal/shared';
import type { Measure } from './lib';
import { load } from './lib';

export interface Ctx {
  url: string;
  token: string;
}

async function api<T>(ctx: Ctx, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ctx.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${ctx.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const auth = (ctx: Ctx) => ({ authorization: `Bearer ${ctx.token}` });

export async function authMe(ctx: Ctx): Promise<Measure[]> {
  return [await load('GET /api/auth/me', { url: `${ctx.url}/api/auth/me`, headers: auth(ctx) })];
}

const POSITIONS = ['goalkeeper', 'defender', 'winger', 'pivot', 'universal'] as const;

/** A team with 25 full player files (the account needs the club plan). */
async function seedTeam(ctx: Ctx, players: number): Promise<{ teamId: string; playerIds: string[] }> {
  const team = await api<{ id: string }>(ctx, 'POST', '/teams', {
    name: 'Bench Futsal Club',
    description: 'Equipo para medir la API',
    division: 'Primera',
  });
  const playerIds: string[] = [];
  for (let n = 1; n <= players; n++) {
    const p = await api<{ id: string }>(ctx, 'POST', `/players/team/${team.id}`, {
      name: `Jugador ${n}`,
      number: n,
      positions: { primary: POSITIONS[n % POSITIONS.length] },
      preferredFoot: 'right',
      status: 'available',
      nationalId: `X${String(n).padStart(7, '0')}`,
      phone: '600000000',
      emergencyContact: { name: 'Contacto', phone: '600000001', relationship: 'Madre' },
      medicalInfo: { bloodType: 'O+', allergies: ['Polen'], currentInjuries: [], injuryHistory: ['Esguince'] },
    });
    playerIds.push(p.id);
  }
  return { teamId: team.id, playerIds };
}

export async function clubData(ctx: Ctx): Promise<Measure[]> {
  const { teamId } = await seedTeam(ctx, 25);
  return [
    await load('GET /api/teams', { url: `${ctx.url}/api/teams`, headers: auth(ctx) }),
    await load('GET /api/teams/{id}/players (25 players)', {
      url: `${ctx.url}/api/teams/${teamId}/players`,
      headers: auth(ctx),
    }),
  ];
}

/**
 * Appends at 50 connections. Each request is a new shot in a random one of 50
 * live matches, so every append locks its match, replays its log through the
 * rules engine and inserts, as at a real bench; logs stay match-sized.
 */
export async function eventAppends(ctx: Ctx): Promise<Measure[]> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const matchIds: string[] = [];
  for (let i = 0; i < 50; i++) {
    const match = await api<{ id: string }>(ctx, 'POST', `/matches/team/${teamId}`, {
      opponent: `Rival ${i}`,
      date: new Date().toISOString(),
      location: 'Pabellón Municipal',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
    });
    await api(ctx, 'PUT', `/matches/${match.id}/lineup`, {
      starters: playerIds.slice(0, 5),
      substitutes: playerIds.slice(5, 14),
    });
    await api(ctx, 'POST', `/events/match/${match.id}`, {
      id: randomUUID(),
      type: 'period_start',
      period: 'first',
      minute: 0,
      second: 0,
    });
    matchIds.push(match.id);
  }
  return [
    await load('POST /api/events/match/{id} (50 connections)', {
      url: `${ctx.url}/api/events/match/${matchIds[0]}`,
      method: 'POST',
      headers: { ...auth(ctx), 'content-type': 'application/json' },
      connections: 50,
      request: () => {
        const matchId = matchIds[Math.floor(Math.random() * matchIds.length)];
        return {
          path: `/api/events/match/${matchId}`,
          body: JSON.stringify({
            id: randomUUID(),
            type: 'shot',
            period: 'first',
            minute: Math.floor(Math.random() * 20),
            second: Math.floor(Math.random() * 60),
            playerId: playerIds[Math.floor(Math.random() * 5)],
            onTarget: Math.random() < 0.5,
          }),
        };
      },
    }),
  ];
}

/** Replay of a 400-event log, against a JSON round trip of the same log as the baseline. */
export function engineReplay(): void {
  const { config, events } = generateSampleLog(400);
  const time = (fn: () => unknown) => {
    for (let i = 0; i < 50; i++) fn();
    const n = 500;
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - start) / n;
  };
  const replay = time(() => replayMatch(config, events));
  const json = time(() => JSON.parse(JSON.stringify(events)));
  console.log(
    `rules engine: replay of a ${events.length}-event log ${replay.toFixed(3)} ms ` +
      `(baseline JSON round trip of the same log ${json.toFixed(3)} ms, ratio ${(replay / json).toFixed(1)}×)`,
  );
}

/**
 * Decision 0038: registering a taken e-mail (409) must cost as much as a new
 * one (201), or timing tells which accounts exist. The two rows should match.
 */
export async function registration(ctx: Ctx): Promise<Measure[]> {
  const taken = { firstName: 'Bench', lastName: 'Taken', email: `taken-${randomUUID()}@example.com`, password: 'Bench12345' };
  const url = `${ctx.url}/api/auth/register`;
  const headers = { 'content-type': 'application/json' };
  const first = await fetch(url, { method: 'POST', headers, body: JSON.stringify(taken) });
  if (first.status !== 201) throw new Error(`register: ${first.status}`);
  const path = '/api/auth/register';
  return [
    await load('POST /api/auth/register (new e-mail, 201)', {
      url,
      method: 'POST',
      headers,
      connections: 2,
      request: () => ({ path, body: JSON.stringify({ ...taken, email: `new-${randomUUID()}@example.com` }) }),
    }),
    await load('POST /api/auth/register (taken e-mail, 409)', {
      url,
      method: 'POST',
      headers,
      connections: 2,
      request: () => ({ path, body: JSON.stringify(taken) }),
    }),
  ];
}

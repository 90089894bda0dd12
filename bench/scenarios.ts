import { randomUUID } from 'node:crypto';
import {
  generateMatchLog,
  generateSampleLog,
  periodPlan,
  replayMatch,
  resolveRulesConfig,
  seededRandom,
  type TMatchEvent,
} from '@futsal/shared';
import type { Db } from '../apps/server/src/db/client';
import type { Measure } from './lib';
import { signUp } from './accounts';
import { load, percentile } from './lib';

export interface Ctx {
  url: string;
  token: string;
  /** The app's own database, to seed large data sets directly (growth scenarios). */
  db: Db;
  userId: string;
  /** PGlite: one process, its targets are at 10 connections (issue 11). */
  embedded: boolean;
}

export async function api<T>(ctx: Ctx, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ctx.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/**
 * A signed-in browser's headers: the bearer token, and the codings every browser accepts
 * (decision 0072: replies of 1 KB or more then go compressed, as they do to the app).
 */
export const auth = (ctx: Ctx) => ({
  authorization: `Bearer ${ctx.token}`,
  'accept-encoding': 'gzip, deflate, br',
});

export async function authMe(ctx: Ctx): Promise<Measure[]> {
  return [await load('GET /api/auth/me', { url: `${ctx.url}/api/auth/me`, headers: auth(ctx) })];
}

const POSITIONS = ['goalkeeper', 'defender', 'winger', 'pivot', 'universal'] as const;

/** A team with 25 full player files (the account needs a plan above the free tier). */
export async function seedTeam(
  ctx: Ctx,
  players: number,
): Promise<{ teamId: string; playerIds: string[] }> {
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
      medicalInfo: {
        bloodType: 'O+',
        allergies: ['Polen'],
        currentInjuries: [],
        injuryHistory: ['Esguince'],
      },
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
 * A league match of the team with players 1–5 starting and 6–14 on the bench,
 * kicked off (a first-period start in its log) unless `kickOff` is false.
 */
export async function seedMatch(
  ctx: Ctx,
  teamId: string,
  playerIds: readonly string[],
  fields: { opponent: string; date?: Date; isHome?: boolean; type?: string },
  kickOff = true,
): Promise<string> {
  const match = await api<{ id: string }>(ctx, 'POST', `/matches/team/${teamId}`, {
    location: 'Pabellón Municipal',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
    ...fields,
    date: (fields.date ?? new Date()).toISOString(),
  });
  await api(ctx, 'PUT', `/matches/${match.id}/lineup`, {
    starters: playerIds.slice(0, 5),
    substitutes: playerIds.slice(5, 14),
  });
  if (kickOff)
    await api(ctx, 'POST', `/events/match/${match.id}`, {
      id: randomUUID(),
      type: 'period_start',
      period: 'first',
      minute: 0,
      second: 0,
    });
  return match.id;
}

/**
 * 50 live matches of one team, and a request maker: a new shot in a random one of them, at a
 * random minute of the first period (most of them late for their match, as if every device
 * had been offline: each is judged by replaying the log), or at `clock` order, one second after
 * the match's previous shot, as a bench sends them (the kept fold takes each in one step).
 */
export async function appendLoad(
  ctx: Ctx,
  order: 'random' | 'clock' = 'random',
): Promise<{ firstMatchId: string; request: () => { path: string; body: string } }> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const matchIds: string[] = [];
  for (let i = 0; i < 50; i++)
    matchIds.push(await seedMatch(ctx, teamId, playerIds, { opponent: `Rival ${i}` }));
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const clocks = new Map<string, number>();
  const at = (matchId: string) => {
    if (order === 'random') return Math.floor(Math.random() * 20 * 60);
    const sec = Math.min((clocks.get(matchId) ?? 0) + 1, 20 * 60 - 1);
    clocks.set(matchId, sec);
    return sec;
  };
  return {
    firstMatchId: matchIds[0] ?? '',
    request: () => {
      const matchId = pick(matchIds) ?? '';
      const sec = at(matchId);
      return {
        path: `/api/events/match/${matchId}`,
        body: JSON.stringify({
          id: randomUUID(),
          type: 'shot',
          period: 'first',
          minute: Math.floor(sec / 60),
          second: sec % 60,
          playerId: pick(playerIds.slice(0, 5)),
          onTarget: Math.random() < 0.5,
        }),
      };
    },
  };
}

/**
 * Appends at 50 connections (10 on PGlite). Each request is a new shot in a random one of 50
 * live matches; logs stay match-sized. First at random minutes (the row issue 11 measured:
 * most shots are late for their match, so the engine replays the log), then in clock order,
 * as a bench sends them (decision 0075: one step of the kept fold).
 */
export async function eventAppends(ctx: Ctx): Promise<Measure[]> {
  const connections = ctx.embedded ? 10 : 50;
  const rows: Measure[] = [];
  for (const order of ['random', 'clock'] as const) {
    const { firstMatchId, request } = await appendLoad(ctx, order);
    const name =
      order === 'random'
        ? `POST /api/events/match/{id} (${connections} connections)`
        : `POST /api/events/match/{id} (${connections} connections, in clock order)`;
    rows.push(
      await load(name, {
        url: `${ctx.url}/api/events/match/${firstMatchId}`,
        method: 'POST',
        headers: { ...auth(ctx), 'content-type': 'application/json' },
        connections,
        request,
      }),
    );
  }
  return rows;
}

/**
 * Replay of a 400-event log, against a JSON round trip of the same log as the baseline. Both are
 * read at steady state, as a server or a console replaying at every tick runs them: a second of
 * warm-up first (50 replays left the optimising compiler still at work in the timed ones: 1.1 ms
 * alone, 0.46 ms after the other scenarios had warmed the same code), then the median of five
 * rounds of 500.
 */
export function engineReplay(): void {
  // A whole match of 421 events: the floor names 400, and seed 1's whole match stops at 351.
  const { config, events } = generateSampleLog(450, 4);
  const time = (fn: () => unknown) => {
    for (const warm = performance.now() + 1000; performance.now() < warm;) fn();
    const rounds: number[] = [];
    for (let r = 0; r < 5; r++) {
      const start = performance.now();
      for (let i = 0; i < 500; i++) fn();
      rounds.push((performance.now() - start) / 500);
    }
    return percentile(rounds, 50);
  };
  const replay = time(() => replayMatch(config, events));
  const json = time(() => JSON.parse(JSON.stringify(events)));
  console.log(
    `rules engine: replay of a ${events.length}-event log ${replay.toFixed(3)} ms ` +
      `(baseline JSON round trip of the same log ${json.toFixed(3)} ms, ratio ${(replay / json).toFixed(1)}×; ` +
      `floor ≤ 1 ms: ${replay <= 1 ? 'met' : 'MISSED'})`,
  );
}

/**
 * Decisions 0038 and 0154: registering a taken e-mail must cost as much as a
 * new one, and answer the same (201), or timing tells which accounts exist.
 * The two rows should match.
 */
export async function registration(ctx: Ctx): Promise<Measure[]> {
  const taken = {
    firstName: 'Bench',
    lastName: 'Taken',
    email: `taken-${randomUUID()}@example.com`,
    password: 'Bench12345',
  };
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
      request: () => ({
        path,
        body: JSON.stringify({ ...taken, email: `new-${randomUUID()}@example.com` }),
      }),
    }),
    await load('POST /api/auth/register (taken e-mail, 201)', {
      url,
      method: 'POST',
      headers,
      connections: 2,
      request: () => ({ path, body: JSON.stringify(taken) }),
      expectStatus: 201,
    }),
  ];
}

/** A finished log of about `length` events for this lineup, with fresh UUIDs (ids are global keys). */
export function finishedLog(
  starters: string[],
  substitutes: string[],
  length: number,
  seed: number,
): TMatchEvent[] {
  const config = { periods: 2, periodMinutes: 20, starters, substitutes };
  const events = generateMatchLog(config, { length, random: seededRandom(seed), noiseRate: 0 });
  const plan = periodPlan(resolveRulesConfig(config));
  // The generator may stop at `length` before the final whistle: close the periods left open.
  // An abandoned match (a random log can send off too many) takes no more period events: it stays as it is.
  for (
    let state = replayMatch(config, events), steps = 0;
    !state.finished && !state.abandoned && steps < 2 * plan.length;
    state = replayMatch(config, events), steps++
  ) {
    const slot = state.running
      ? plan.find((s) => s.period === state.period)
      : plan[plan.findIndex((s) => s.period === state.period) + 1];
    if (!slot) break;
    const sec = state.running ? slot.endSec : slot.startSec;
    events.push({
      id: randomUUID(),
      type: state.running ? 'period_end' : 'period_start',
      period: slot.period,
      minute: Math.floor(sec / 60),
      second: sec % 60,
    });
  }
  const ids = new Map(events.map((e) => [e.id, randomUUID()]));
  return events.map(
    (e) =>
      ({
        ...e,
        id: ids.get(e.id) ?? randomUUID(),
        ...(e.type === 'void' ? { voidsEventId: ids.get(e.voidsEventId) ?? e.voidsEventId } : {}),
      }) as TMatchEvent,
  );
}

/** `matches` finished matches of ~`events` events each for a new team of this account, appended in batches. */
export async function playedSeason(
  ctx: Ctx,
  matches: number,
  events: number,
  seed: number,
): Promise<{ teamId: string }> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const starters = playerIds.slice(0, 5);
  const substitutes = playerIds.slice(5, 14);
  for (let i = 0; i < matches; i++) {
    const matchId = await seedMatch(
      ctx,
      teamId,
      playerIds,
      {
        opponent: `Rival ${i}`,
        date: new Date(Date.now() - (i + 1) * 86_400_000),
        isHome: i % 2 === 0,
        type: i % 5 === 0 ? 'friendly' : 'league',
      },
      false,
    );
    const log = finishedLog(starters, substitutes, events, seed * 1000 + i);
    const res = await api<{ match: { status: string } }>(
      ctx,
      'POST',
      `/events/match/${matchId}/batch`,
      { events: log },
    );
    if (res.match.status !== 'finished') throw new Error(`bench match ${i} is ${res.match.status}`);
  }
  return { teamId };
}

export async function otherAccount(ctx: Ctx): Promise<Ctx> {
  const body = {
    firstName: 'Other',
    lastName: 'Coach',
    email: `bench-other-${randomUUID()}@example.com`,
    password: 'Bench12345',
  };
  return { ...ctx, ...(await signUp(ctx.url, body)) };
}

async function meanMs(n: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const start = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return (performance.now() - start) / n;
}

/**
 * Season statistics of a team with 60 finished matches of ~300 events, next
 * to another account's 20 such matches: the JSON route under load (an SQL
 * aggregation over the derived rows), then one team PDF after another.
 */
export async function seasonStats(ctx: Ctx): Promise<Measure[]> {
  const started = performance.now();
  await playedSeason(await otherAccount(ctx), 20, 300, 2);
  const { teamId } = await playedSeason(ctx, 60, 300, 1);
  console.log(
    `  (season data: 80 matches of ~300 events built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const query = `range=custom&from=2000-01-01&to=${new Date().toISOString().slice(0, 10)}`;
  const statsUrl = `${ctx.url}/api/stats/team/${teamId}?${query}`;
  const stats = await api<{ statistics: { gamesPlayed: number } }>(
    ctx,
    'GET',
    `/stats/team/${teamId}?${query}`,
  );
  if (stats.statistics.gamesPlayed !== 60)
    throw new Error(`bench: ${stats.statistics.gamesPlayed} games, expected 60`);
  const measure = await load('GET /api/stats/team/{id} (60 matches × 300 events)', {
    url: statsUrl,
    headers: auth(ctx),
  });
  const get = async (url: string) => {
    const res = await fetch(url, { headers: auth(ctx) });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  const json = await meanMs(10, () => get(statsUrl));
  const pdf = await meanMs(10, () => get(`${ctx.url}/api/reports/team/${teamId}?${query}&lng=es`));
  console.log(
    `  team report: ${pdf.toFixed(0)} ms per PDF, JSON stats ${json.toFixed(1)} ms, ratio ${(pdf / json).toFixed(1)}× (one at a time, mean of 10)`,
  );
  return [measure];
}

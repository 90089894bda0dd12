/**
 * The cost of growth (issue 11): the same request on 1×, ~10× and ~100× the
 * data. Large data sets are written straight into the app's database (the API
 * would take minutes to build them); each row's name ends with how much more a
 * request costs than the smallest case, next to how much more data it covers,
 * so "grows no faster than the data" reads off the table.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  matches,
  matchEvents,
  matchFigures,
  matchPlayerLines,
  matchQuintets,
  players,
  teams,
} from '../apps/server/src/db/schema';
import type { Measure } from './lib';
import { load } from './lib';
import { api, auth, otherAccount, playedSeason, seedMatch, seedTeam, type Ctx } from './scenarios';

/** Names each measure with its cost per request relative to the first (same connections: 1/rps). */
function withGrowth(rows: { m: Measure; data: number }[]): Measure[] {
  const first = rows[0];
  if (!first) return [];
  return rows.map(({ m, data }) => ({
    ...m,
    name: `${m.name} cost ×${(first.m.rps / m.rps).toFixed(1)} for ×${data / first.data} data`,
  }));
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** GET /api/teams for an account with 1, 10 and 100 teams of 10 players each. */
export async function teamsGrowth(ctx: Ctx): Promise<Measure[]> {
  const rows: { m: Measure; data: number }[] = [];
  for (const n of [1, 10, 100]) {
    const owner = await otherAccount(ctx);
    const created = await ctx.db
      .insert(teams)
      .values(Array.from({ length: n }, (_, i) => ({ ownerId: owner.userId, name: `Team ${i}` })))
      .returning({ id: teams.id });
    await insertChunked(
      created.flatMap((t) =>
        Array.from({ length: 10 }, (_, k) => ({
          teamId: t.id,
          name: `Jugador ${k + 1}`,
          number: k + 1,
          primaryPosition: 'universal',
          preferredFoot: 'right',
          status: 'available',
          nationalId: `X${String(k).padStart(7, '0')}`,
        })),
      ),
      (chunk) => ctx.db.insert(players).values(chunk),
    );
    const list = await api<unknown[]>(owner, 'GET', '/teams');
    if (list.length !== n) throw new Error(`bench: ${list.length} teams, expected ${n}`);
    rows.push({
      m: await load(`GET /api/teams (${n} teams)`, {
        url: `${ctx.url}/api/teams`,
        headers: auth(owner),
      }),
      data: n,
    });
  }
  return withGrowth(rows);
}

/**
 * One shot appended to a live match whose log already holds 10, 500 or 3,000
 * events (10 such matches each, 10 connections). A fixed number of appends, so
 * each log grows by a few percent at most while it is measured.
 */
export async function appendGrowth(ctx: Ctx): Promise<Measure[]> {
  const { teamId, playerIds } = await seedTeam(ctx, 14);
  const starters = playerIds.slice(0, 5);
  const rows: { m: Measure; data: number }[] = [];
  for (const size of [10, 500, 3000]) {
    const matchIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const matchId = await seedMatch(ctx, teamId, playerIds, { opponent: `Rival ${size}-${i}` });
      // The rest of the log: shots spread over the first period, as the engine takes them.
      await insertChunked(
        Array.from({ length: size - 1 }, (_, k) => {
          const sec = Math.floor(((k + 1) * 1190) / size);
          const payload = {
            id: randomUUID(),
            type: 'shot' as const,
            period: 'first' as const,
            minute: Math.floor(sec / 60),
            second: sec % 60,
            playerId: starters[k % 5] ?? '',
            onTarget: k % 2 === 0,
          };
          return { id: payload.id, matchId, type: 'shot', payload };
        }),
        (chunk) => ctx.db.insert(matchEvents).values(chunk),
      );
      matchIds.push(matchId);
    }
    rows.push({
      m: await load(`POST /api/events/match/{id} (log of ${size})`, {
        url: `${ctx.url}/api/events/match/${matchIds[0]}`,
        method: 'POST',
        headers: { ...auth(ctx), 'content-type': 'application/json' },
        amount: 300,
        request: () => ({
          path: `/api/events/match/${matchIds[Math.floor(Math.random() * matchIds.length)]}`,
          body: JSON.stringify({
            id: randomUUID(),
            type: 'shot',
            period: 'first',
            minute: 19,
            second: 55,
            playerId: starters[Math.floor(Math.random() * 5)],
            onTarget: Math.random() < 0.5,
          }),
        }),
      }),
      data: size,
    });
  }
  return withGrowth(rows);
}

/** Copies these matches (rows, logs and derived rows) once per copy number k, 10·k days earlier. */
async function cloneMatches(ctx: Ctx, ids: string[], copies: number[]) {
  const source = await ctx.db.select().from(matches).where(inArray(matches.id, ids));
  const [events, figures, lines, quintets] = await Promise.all([
    ctx.db.select().from(matchEvents).where(inArray(matchEvents.matchId, ids)),
    ctx.db.select().from(matchFigures).where(inArray(matchFigures.matchId, ids)),
    ctx.db.select().from(matchPlayerLines).where(inArray(matchPlayerLines.matchId, ids)),
    ctx.db.select().from(matchQuintets).where(inArray(matchQuintets.matchId, ids)),
  ]);
  for (const copy of copies) {
    const newId = new Map(ids.map((id) => [id, randomUUID()]));
    const to = (id: string) => newId.get(id) ?? id;
    const days = copy * 10 * 86_400_000;
    // One transaction per copy: the app never sees a copied match without its derived rows (it would derive them).
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(matches)
        .values(
          source.map((m) => ({ ...m, id: to(m.id), date: new Date(m.date.getTime() - days) })),
        );
      await insertChunked(
        events.map(({ seq: _seq, ...e }) => ({ ...e, matchId: to(e.matchId) })),
        (chunk) => tx.insert(matchEvents).values(chunk),
      );
      await tx.insert(matchFigures).values(figures.map((f) => ({ ...f, matchId: to(f.matchId) })));
      await insertChunked(
        lines.map((l) => ({ ...l, matchId: to(l.matchId) })),
        (chunk) => tx.insert(matchPlayerLines).values(chunk),
      );
      await insertChunked(
        quintets.map((q) => ({ ...q, matchId: to(q.matchId) })),
        (chunk) => tx.insert(matchQuintets).values(chunk),
      );
    });
  }
}

/** A season's statistics for 10, 60 and 200 finished matches of ~300 events (one team, growing). */
export async function statsGrowth(ctx: Ctx): Promise<Measure[]> {
  const { teamId } = await playedSeason(ctx, 10, 300, 3);
  const originals = (
    await ctx.db.select({ id: matches.id }).from(matches).where(eq(matches.teamId, teamId))
  ).map((m) => m.id);
  const query = `range=custom&from=2000-01-01&to=${new Date().toISOString().slice(0, 10)}`;
  const rows: { m: Measure; data: number }[] = [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (const [n, copies] of [
    [10, []],
    [60, range(1, 5)],
    [200, range(6, 19)],
  ] as const) {
    // 10 originals 1–10 days back; copy k of them lands 10·k days earlier.
    if (copies.length) await cloneMatches(ctx, originals, [...copies]);
    const stats = await api<{ statistics: { gamesPlayed: number } }>(
      ctx,
      'GET',
      `/stats/team/${teamId}?${query}`,
    );
    if (stats.statistics.gamesPlayed !== n)
      throw new Error(`bench: ${stats.statistics.gamesPlayed} games, expected ${n}`);
    rows.push({
      m: await load(`GET /api/stats/team/{id} (${n} matches)`, {
        url: `${ctx.url}/api/stats/team/${teamId}?${query}`,
        headers: auth(ctx),
      }),
      data: n,
    });
  }
  return withGrowth(rows);
}

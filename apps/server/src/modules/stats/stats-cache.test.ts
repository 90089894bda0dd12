import {
  DEFAULT_USER_SETTINGS,
  type TTeamStatsResponse,
  ZStatsQuery,
  ZTeamStatsResponse,
} from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { voidFirst } from '../../../test/matches';
import { buildSeason, wholeRange, type Season } from '../../../test/season';
import { and, eq, sql } from 'drizzle-orm';
import { matchPlayerLines, matchQuintets } from '../../db/schema';
import { ResponseCache } from '../../lib/response-cache';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

/**
 * The team figures' reply cache (decision 0045). The service under test is a
 * second instance over the same database, as behind a load balancer: every
 * write below goes through the API, never through this service, so a hit
 * after a write would be a stale reply.
 */
let t: TestApp;
let s: Season;
let cache: ResponseCache;
let service: StatsService;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app);
  cache = new ResponseCache();
  service = new StatsService({
    db: t.db,
    repo: new StatsRepository(t.db),
    seasonStartMonth: async () => DEFAULT_USER_SETTINGS.seasonStartMonth,
    cache,
  });
});
afterAll(async () => t?.close());

const auth = () => ({ userId: s.coach.user.id, jti: 'test' });
const read = async (query = wholeRange()): Promise<TTeamStatsResponse> =>
  ZTeamStatsResponse.parse(
    JSON.parse(
      await service.teamJson(
        auth(),
        s.teamId,
        ZStatsQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    ),
  );
const api = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(s.coach.token), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** Reads twice (the second a hit), runs `write`, and returns the figures before and after. */
async function aroundWrite(write: () => Promise<unknown>, query = wholeRange()) {
  const before = await read(query);
  const hits = cache.hits;
  expect(await read(query)).toEqual(before);
  expect(cache.hits).toBe(hits + 1);
  await write();
  const misses = cache.misses;
  const after = await read(query);
  expect(cache.misses).toBe(misses + 1);
  return { before, after };
}

describe('team figures cache', () => {
  it('answers the same reply as the route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/team/${s.teamId}?${wholeRange()}`,
      headers: bearer(s.coach.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(await read());
  });

  it('follows a new event (a void of a goal)', async () => {
    const { before, after } = await aroundWrite(() =>
      voidFirst(t.app, s.coach.token, s.matchIds.c, 'goal'),
    );
    expect(after.statistics.goalsFor).toBe(before.statistics.goalsFor - 1);
  });

  it('follows a match edit (type) and a filter on it', async () => {
    const league = `${wholeRange()}&type=league`;
    const { before, after } = await aroundWrite(
      () => api('PUT', `/api/matches/${s.matchIds.c}`, { type: 'league' }),
      league,
    );
    expect(after.statistics.gamesPlayed).toBe(before.statistics.gamesPlayed + 1);
  });

  it('follows a player rename', async () => {
    const p1 = s.players[0];
    const { after } = await aroundWrite(() =>
      api('PUT', `/api/players/${p1?.id}`, { name: 'Renamed Scorer' }),
    );
    expect(after.players.find((p) => p.playerId === p1?.id)?.name).toBe('Renamed Scorer');
  });

  it('follows a competition rename', async () => {
    const comp = await api('POST', `/api/tournaments/team/${s.teamId}`, {
      name: 'Liga Norte',
      type: 'tournament',
      startDate: '2026-01-10',
    });
    const competitionId = comp.json<{ id: string }>().id;
    await api('PUT', `/api/matches/${s.matchIds.b}`, { tournamentId: competitionId });
    const names = (r: TTeamStatsResponse) => JSON.stringify(r);
    const { after } = await aroundWrite(() =>
      api('PUT', `/api/tournaments/${competitionId}`, { name: 'Liga Sur' }),
    );
    expect(names(after)).toContain('Liga Sur');
    expect(names(after)).not.toContain('Liga Norte');
  });

  it('follows a change to player lines or quintets by any writer, not only a derivation (decision 0087)', async () => {
    // The fingerprint sums the figures rows, not the lines and quintets: the database moves a
    // match's figures row at any change to them, here by statements no code path sends.
    const matchId = s.matchIds.b;
    const [line] = await t.db
      .select()
      .from(matchPlayerLines)
      .where(eq(matchPlayerLines.matchId, matchId));
    if (!line) throw new Error('no line');
    const assists = (r: TTeamStatsResponse) =>
      r.players.find((p) => p.playerId === line.playerId)?.assists ?? -1;
    const updated = await aroundWrite(() =>
      t.db
        .update(matchPlayerLines)
        .set({ assists: sql`${matchPlayerLines.assists} + 7` })
        .where(
          and(eq(matchPlayerLines.matchId, matchId), eq(matchPlayerLines.playerId, line.playerId)),
        ),
    );
    expect(assists(updated.after)).toBe(assists(updated.before) + 7);
    const fives = await t.db.select().from(matchQuintets).where(eq(matchQuintets.matchId, matchId));
    expect(fives.length).toBeGreaterThan(0);
    const deleted = await aroundWrite(() =>
      t.db.delete(matchQuintets).where(eq(matchQuintets.matchId, matchId)),
    );
    expect(deleted.after.quintets).not.toEqual(deleted.before.quintets);
    const inserted = await aroundWrite(() => t.db.insert(matchQuintets).values(fives));
    expect(inserted.after.quintets).toEqual(deleted.before.quintets);
  });

  it('misses after a statement no code path sends on its matches, figures rows, players or competitions (decisions 0087, 0109)', async () => {
    for (const table of ['matches', 'match_figures', 'players', 'competitions']) {
      await aroundWrite(() =>
        t.db.execute(
          sql`update ${sql.identifier(table)} set team_id = team_id where team_id = ${s.teamId}`,
        ),
      );
    }
  });

  it('follows a match deletion', async () => {
    const { before, after } = await aroundWrite(() =>
      api('DELETE', `/api/matches/${s.matchIds.a}`),
    );
    expect(after.statistics.gamesPlayed).toBe(before.statistics.gamesPlayed - 1);
  });

  it('follows the season start month through the route', async () => {
    const get = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stats/team/${s.teamId}?range=season`,
        headers: bearer(s.coach.token),
      });
      expect(res.statusCode).toBe(200);
      return ZTeamStatsResponse.parse(res.json()).period;
    };
    const before = await get();
    await api('PUT', '/api/settings', { seasonStartMonth: before.seasonStartMonth === 1 ? 2 : 1 });
    const after = await get();
    expect(after.seasonStartMonth).not.toBe(before.seasonStartMonth);
    expect(after.from).not.toBe(before.from);
  });

  it('never answers another user from the owner’s cached reply', async () => {
    await read();
    const other = await registerAndLogin(t.app);
    await expect(
      service.teamJson({ userId: other.user.id, jti: 'x' }, s.teamId, { range: 'season' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/team/${s.teamId}?${wholeRange()}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

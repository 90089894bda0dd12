import {
  DEFAULT_USER_SETTINGS,
  ZStatsQuery,
  ZTeamStatsResponse,
  type TTeamStatsResponse,
} from '@futsal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { buildSeason, wholeRange, type Season } from '../../../test/season';
import { matchFigures, matches, players } from '../../db/schema';
import { SeasonReplies } from './season-replies';
import { teamSeasonStamp } from './season-stamp';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

/**
 * The kept team replies (decision 0155) against every kind of write their rows see: through the
 * API, and by hand as another instance would (no message reaches this one). Each read after a
 * write must show it; reads with no write between them are served the same text.
 */
let t: TestApp;
let s: Season;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app);
});
afterAll(async () => {
  await t?.close();
});

const read = async (query = wholeRange()): Promise<{ text: string; body: TTeamStatsResponse }> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stats/team/${s.teamId}?${query}`,
    headers: bearer(s.coach.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, body: ZTeamStatsResponse.parse(res.json()) };
};
const api = async (method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: bearer(s.coach.token), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const playerName = (r: TTeamStatsResponse, id: string) =>
  r.players.find((p) => p.playerId === id)?.name;

describe('kept team season replies', () => {
  it('serves the same text while nothing changed, and a new one after each kind of write', async () => {
    const first = await read();
    expect((await read()).text).toBe(first.text);
    const p1 = s.players[0];
    if (!p1) throw new Error('no player');

    // A player renamed through the API.
    await api('PUT', `/api/players/${p1.id}`, {
      name: 'Renombrado Uno',
      number: p1.number,
      positions: p1.positions,
      status: 'available',
    });
    expect(playerName((await read()).body, p1.id)).toBe('Renombrado Uno');

    // A player renamed by hand (another instance's write).
    await t.db.update(players).set({ name: 'A Mano' }).where(eq(players.id, p1.id));
    expect(playerName((await read()).body, p1.id)).toBe('A Mano');

    // A figures row rewritten by hand (a re-derivation on another instance).
    const before = (await read()).body.shooting.shots;
    await t.db
      .update(matchFigures)
      .set({ shots: sql`${matchFigures.shots} + 5` })
      .where(eq(matchFigures.matchId, s.matchIds.a));
    expect((await read()).body.shooting.shots).toBe(before + 5);

    // A match's row moved by hand (an append's transaction moves it with its lines).
    await t.db
      .update(matches)
      .set({ opponent: 'Rival Cambiado' })
      .where(eq(matches.id, s.matchIds.b));
    const opponents = (await read()).text;
    expect(opponents).toContain('Rival Cambiado');

    // A match deleted through the API.
    const played = (await read()).body.statistics.gamesPlayed;
    await api('DELETE', `/api/matches/${s.matchIds.c}`);
    expect((await read()).body.statistics.gamesPlayed).toBe(played - 1);
  });

  it('keys the text by its filters and the season start month', async () => {
    const all = await read();
    const league = await read(`${wholeRange()}&type=league`);
    expect(league.text).not.toBe(all.text);
    const season = await read('range=season');
    await api('PUT', '/api/settings', {
      seasonStartMonth: ((new Date().getUTCMonth() + 6) % 12) + 1,
    });
    expect((await read('range=season')).body.period).not.toEqual(season.body.period);
  });

  it('reads a kept reply with one statement: the stamp, which brings the season start month', async () => {
    const repo = new StatsRepository(t.db);
    const asked: string[] = [];
    const counted = new Proxy(repo, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          asked.push(String(name));
          return Reflect.apply(value, target, args) as unknown;
        };
      },
    });
    const service = new StatsService({
      repo: counted,
      seasonStartMonth: () => Promise.reject(new Error('the settings were read')),
      replies: new SeasonReplies(),
    });
    const auth = { userId: s.coach.user.id, jti: 'test' };
    const query = ZStatsQuery.parse({ range: 'season' });
    const first = await service.teamReply(auth, s.teamId, query, JSON.stringify);
    asked.length = 0;
    expect(await service.teamReply(auth, s.teamId, query, JSON.stringify)).toBe(first);
    expect(asked).toEqual(['teamSeasonStamp']);
  });

  it("stamps a team with its owner's season start month, the default until one is chosen", async () => {
    const coach = await registerAndLogin(t.app);
    const teamId = (await createTeam(t.app, coach.token)).id;
    expect(await teamSeasonStamp(t.db, teamId, coach.user.id)).toMatchObject({
      seasonStartMonth: DEFAULT_USER_SETTINGS.seasonStartMonth,
    });
    const month = (DEFAULT_USER_SETTINGS.seasonStartMonth % 12) + 1;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(coach.token),
      payload: { seasonStartMonth: month },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await teamSeasonStamp(t.db, teamId, coach.user.id)).toMatchObject({
      seasonStartMonth: month,
    });
    expect(await teamSeasonStamp(t.db, teamId, s.coach.user.id)).toBeNull();
  });

  it('answers 404 to another coach for a team whose reply is kept', async () => {
    await read();
    const other = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/team/${s.teamId}?${wholeRange()}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

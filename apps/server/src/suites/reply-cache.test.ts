import type { TPlayer, TTeam } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coachWithTeam, createPlayer } from '../../test/club';
import { createMatch } from '../../test/matches';
import {
  bearer,
  createTestApp,
  forgotten,
  forgetsOf,
  jtiOf,
  registerAndLogin,
  type TestApp,
  useTestApp,
} from '../../test/helpers';
import { competitions, matches, players } from '../db/schema';

/**
 * Decision 0064: GET /teams and GET /teams/{id}/players from each instance's
 * memory. Every change they show, by the app or by hand, on this instance or
 * another, must show on the next read; nobody ever gets another user's reply.
 */

const get = async <T>(t: TestApp, token: string, url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const teamsOf = (t: TestApp, token: string) => get<TTeam[]>(t, token, '/api/teams');
const playersOf = (t: TestApp, token: string, teamId: string) =>
  get<TPlayer[]>(t, token, `/api/teams/${teamId}/players`);

const nextYear = `${new Date().getUTCFullYear() + 1}-09-01`;

describe('reply cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("serves the caller's lists from memory, and each write of theirs on the next read", async () => {
    const forgets = forgetsOf(t);
    const coach = await coachWithTeam(t.app);
    // The team's creation is announced too: a read it overtakes is rightly not kept.
    await forgets.heard(coach.user.id);
    const teamId = coach.team.id;
    expect(await playersOf(t, coach.token, teamId)).toEqual([]);
    expect((await teamsOf(t, coach.token))[0]?.players).toEqual([]);
    // The two lists, and the coach's role on the team (the role gate's, decision 0175).
    expect(t.app.sessionCache.replyCountOf(coach.user.id)).toBe(3);

    const forget = vi.spyOn(t.app.sessionCache, 'forgetReplies');
    const player = await createPlayer(t.app, coach.token, teamId, { number: 7 });
    // Forgotten by the write itself, not only when the database's notification arrives.
    expect(forget).toHaveBeenCalledWith(coach.user.id);
    forget.mockRestore();
    expect((await playersOf(t, coach.token, teamId)).map((p) => p.id)).toEqual([player.id]);
    expect((await teamsOf(t, coach.token))[0]?.players).toEqual([player.id]);

    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${player.id}`,
      headers: bearer(coach.token),
      payload: { name: 'Ricardinho' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await playersOf(t, coach.token, teamId))[0]?.name).toBe('Ricardinho');

    const renameTeam = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}`,
      headers: bearer(coach.token),
      payload: { name: 'Movistar Inter' },
    });
    expect(renameTeam.statusCode, renameTeam.body).toBe(200);
    expect((await teamsOf(t, coach.token))[0]?.name).toBe('Movistar Inter');

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(coach.token),
      payload: { firstName: 'Jesús', lastName: 'Velasco' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await teamsOf(t, coach.token))[0]?.coach).toBe('Jesús Velasco');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${player.id}`,
      headers: bearer(coach.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await playersOf(t, coach.token, teamId)).toEqual([]);
  });

  it("answers another user's team 404, never from the owner's cached reply", async () => {
    const owner = await coachWithTeam(t.app);
    await createPlayer(t.app, owner.token, owner.team.id);
    await playersOf(t, owner.token, owner.team.id);
    await teamsOf(t, owner.token);
    const other = await registerAndLogin(t.app);
    for (const url of [
      `/api/teams/${owner.team.id}/players`,
      `/api/players/team/${owner.team.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await teamsOf(t, other.token)).toEqual([]);
    // Their own list, and that they have no role on the owner's team: nothing of the owner's.
    expect(t.app.sessionCache.replyCountOf(other.user.id)).toBe(2);
  });

  it('shows changes made by hand in the database once it hears them (triggers, migrations 0010 and 0011)', async () => {
    const coach = await coachWithTeam(t.app);
    const teamId = coach.team.id;
    const player = await createPlayer(t.app, coach.token, teamId);
    const match = await createMatch(t.app, coach.token, teamId);
    expect((await teamsOf(t, coach.token))[0]).toMatchObject({
      competitionDate: null,
      statistics: { gamesPlayed: 0, wins: 0 },
    });
    expect(await playersOf(t, coach.token, teamId)).toHaveLength(1);

    let news = forgotten(t, coach.user.id);
    await t.db
      .update(matches)
      .set({ status: 'finished', scoreUs: 3, scoreRival: 1 })
      .where(eq(matches.id, match.id));
    await news;
    // A change of club data forgets replies only: the session and the profile stay cached.
    expect(t.app.sessionCache.has(jtiOf(coach.token))).toBe(true);
    expect((await teamsOf(t, coach.token))[0]?.statistics).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      goalsFor: 3,
    });

    news = forgotten(t, coach.user.id);
    await t.db
      .insert(competitions)
      .values({ teamId, name: 'Copa', type: 'cup', startDate: nextYear });
    await news;
    expect((await teamsOf(t, coach.token))[0]?.competitionDate).toBe(nextYear);

    news = forgotten(t, coach.user.id);
    await t.db.delete(players).where(eq(players.id, player.id));
    await news;
    expect(await playersOf(t, coach.token, teamId)).toEqual([]);
    expect((await teamsOf(t, coach.token))[0]?.players).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'reply cache across two instances on one PostgreSQL',
  () => {
    // Two instances of the API on one database, as behind a load balancer.
    const a = useTestApp();
    const b = useTestApp();

    it("B shows A's writes to the lists it had cached, once it hears them", async () => {
      const coach = await coachWithTeam(a.app);
      const teamId = coach.team.id;
      expect(await playersOf(b, coach.token, teamId)).toEqual([]);
      expect((await teamsOf(b, coach.token))[0]?.name).toBe(coach.team.name);
      // The two lists, and the coach's role on the team.
      expect(b.app.sessionCache.replyCountOf(coach.user.id)).toBe(3);

      let news = forgotten(b, coach.user.id);
      const player = await createPlayer(a.app, coach.token, teamId);
      await news;
      expect((await playersOf(b, coach.token, teamId)).map((p) => p.id)).toEqual([player.id]);
      expect((await teamsOf(b, coach.token))[0]?.players).toEqual([player.id]);

      news = forgotten(b, coach.user.id);
      const renamed = await a.app.inject({
        method: 'PUT',
        url: `/api/teams/${teamId}`,
        headers: bearer(coach.token),
        payload: { name: 'ElPozo Murcia' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await news;
      expect((await teamsOf(b, coach.token))[0]?.name).toBe('ElPozo Murcia');

      const match = await createMatch(a.app, coach.token, teamId);
      await teamsOf(b, coach.token);
      news = forgotten(b, coach.user.id);
      await a.db
        .update(matches)
        .set({ status: 'finished', scoreUs: 2, scoreRival: 2 })
        .where(eq(matches.id, match.id));
      await news;
      expect((await teamsOf(b, coach.token))[0]?.statistics).toMatchObject({
        gamesPlayed: 1,
        draws: 1,
      });

      news = forgotten(b, coach.user.id);
      const deleted = await a.app.inject({
        method: 'DELETE',
        url: `/api/teams/${teamId}`,
        headers: bearer(coach.token),
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await news;
      expect(await teamsOf(b, coach.token)).toEqual([]);
      const gone = await b.app.inject({
        method: 'GET',
        url: `/api/teams/${teamId}/players`,
        headers: bearer(coach.token),
      });
      expect(gone.statusCode).toBe(404);
    });
  },
);

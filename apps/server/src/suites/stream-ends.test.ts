import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { setupMatch } from '../../test/matches';
import { NEVER_MS, openSse, useTwoStreamInstances, type SseClient } from '../../test/sse';

/**
 * Issue 41: a revoked session's stream ran on until its next keep-alive (15 s), a deleted match's
 * too, and nobody's streams were capped. Here the keep-alive is ten minutes away, so only the
 * announced change can end a stream: awaiting its end is the proof that it ends at once.
 */
const url = process.env.TEST_DATABASE_URL;

const open: SseClient[] = [];
async function stream(base: string, matchId: string, token: string) {
  const s = await openSse(`${base}/api/events/match/${matchId}/stream`, bearer(token));
  open.push(s);
  return s;
}
afterAll(() => {
  for (const s of open) s.close();
});

describe('a live stream ends when its access does, on the same instance', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({}, { streamKeepAliveMs: NEVER_MS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends every stream of the user at logout-all', async () => {
    const setup = await setupMatch(t.app);
    const a = await stream(base, setup.match.id, setup.coach.token);
    const b = await stream(base, setup.match.id, setup.coach.token);
    expect([a.status, b.status]).toEqual([200, 200]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(setup.coach.token),
    });
    expect(res.statusCode).toBe(204);
    await Promise.all([a.ended, b.ended]);
    expect(t.app.liveStreams.countOf(setup.coach.user.id)).toBe(0);
  });

  it("ends a deleted match's streams, and only those", async () => {
    const setup = await setupMatch(t.app);
    const other = await setupMatch(t.app);
    const gone = await stream(base, setup.match.id, setup.coach.token);
    const kept = await stream(base, other.match.id, other.coach.token);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/matches/${setup.match.id}`,
      headers: bearer(setup.coach.token),
    });
    expect(res.statusCode).toBe(204);
    await gone.ended;
    expect(t.app.liveStreams.countOf(other.coach.user.id)).toBe(1);
    kept.close();
    await kept.ended;
  });
});

describe('open streams are capped per user and per instance', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp(
      { STREAMS_PER_USER: '2', STREAMS_PER_INSTANCE: '3' },
      { streamKeepAliveMs: NEVER_MS },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 STREAM_LIMIT past either cap, and frees the place when a stream closes', async () => {
    const setup = await setupMatch(t.app);
    const first = await stream(base, setup.match.id, setup.coach.token);
    await stream(base, setup.match.id, setup.coach.token);
    const refused = await fetch(`${base}/api/events/match/${setup.match.id}/stream`, {
      headers: bearer(setup.coach.token),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('STREAM_LIMIT');

    // Another user has a place of their own, until the instance is full.
    const other = await setupMatch(t.app);
    expect((await stream(base, other.match.id, other.coach.token)).status).toBe(200);
    const full = await fetch(`${base}/api/events/match/${other.match.id}/stream`, {
      headers: bearer(other.coach.token),
    });
    expect(full.status).toBe(429);
    await full.body?.cancel();

    first.close();
    await first.ended;
    await t.app.liveStreams.settled(setup.coach.user.id, 1);
    expect((await stream(base, setup.match.id, setup.coach.token)).status).toBe(200);
  });
});

describe.skipIf(!url)('a live stream ends when its access does, on another instance', () => {
  const pair = useTwoStreamInstances();

  it("ends the other devices' streams on A when the password is changed through B", async () => {
    const { a, b, baseA } = pair;
    const setup = await setupMatch(a.app);
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: setup.coach.email, password: setup.coach.password },
    });
    const changer = login.json<{ token: string }>().token;
    const s = await stream(baseA, setup.match.id, setup.coach.token);
    const kept = await stream(baseA, setup.match.id, changer);
    expect([s.status, kept.status]).toEqual([200, 200]);
    const res = await b.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(changer),
      payload: { currentPassword: setup.coach.password, newPassword: 'Another-pass-9' },
    });
    expect(res.statusCode).toBe(200);
    await s.ended;
    // The session that changed the password stays signed in, and so does its stream.
    await a.app.liveStreams.settled(setup.coach.user.id, 1);
    expect(a.app.liveStreams.countOf(setup.coach.user.id)).toBe(1);
    kept.close();
  });

  it('ends a stream on A when its team (and so its match) is deleted through B', async () => {
    const { a, b, baseA } = pair;
    const setup = await setupMatch(a.app);
    const s = await stream(baseA, setup.match.id, setup.coach.token);
    const res = await b.app.inject({
      method: 'DELETE',
      url: `/api/teams/${setup.teamId}`,
      headers: bearer(setup.coach.token),
    });
    expect(res.statusCode).toBe(204);
    await s.ended;
  });
});

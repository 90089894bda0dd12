import type { TMatchEventRequest } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { openSse, type SseClient, type SseFrame } from '../../../test/sse';

let t: TestApp;
let base: string;
const open: SseClient[] = [];

beforeAll(async () => {
  // Keep-alives (each with a session check) every 300 ms, so a revoked session shows quickly.
  t = await createTestApp({}, { streamKeepAliveMs: 300 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const streamUrl = (matchId: string) => `${base}/api/events/match/${matchId}/stream`;
async function stream(matchId: string, headers: Record<string, string>) {
  const s = await openSse(streamUrl(matchId), headers);
  open.push(s);
  return s;
}
const ids = (frames: readonly SseFrame[]) =>
  frames.map((f) => (JSON.parse(f.data) as { event: TMatchEventRequest }).event.id);
const seqs = (frames: readonly SseFrame[]) => frames.map((f) => Number(f.id));

/** Posts over HTTP, on its own connection, as another device does. */
async function post(setup: MatchSetup, event: TMatchEventRequest) {
  const res = await fetch(`${base}/api/events/match/${setup.match.id}`, {
    method: 'POST',
    headers: { ...bearer(setup.coach.token), 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(res.status).toBe(201);
}

describe('GET /api/events/match/{matchId}/stream', () => {
  it('sends the log so far, then an event appended by another connection', async () => {
    const setup = await setupMatch(t.app);
    const kickOff = ev('period_start', 'first', 0, { at: Date.now() });
    await logEvents(t.app, setup.coach.token, setup.match.id, [kickOff]);
    // Asked as a browser asks (decision 0072): the stream still goes uncompressed, frame by frame.
    const s = await stream(setup.match.id, {
      ...bearer(setup.coach.token),
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(s.status).toBe(200);
    await s.until((f) => f.length === 1);
    expect(ids(s.frames)).toEqual([kickOff.id]);
    expect(s.frames[0]?.event).toBe('match-event');

    const goal = ev('goal', 'first', 3, { playerId: setup.players[0]?.id });
    await post(setup, goal);
    await s.until((f) => f.length === 2);
    expect(ids(s.frames)).toEqual([kickOff.id, goal.id]);
    const data = JSON.parse(s.frames[1]?.data ?? '') as { seq: number; receivedAt: string };
    expect(String(data.seq)).toBe(s.frames[1]?.id);
  });

  it('resumes from Last-Event-ID after a reconnect, without gaps or duplicates', async () => {
    const setup = await setupMatch(t.app);
    const first = [
      ev('period_start', 'first', 0),
      ev('rival_goal', 'first', 1),
      ev('rival_foul', 'first', 2),
    ];
    await logEvents(t.app, setup.coach.token, setup.match.id, first);
    const a = await stream(setup.match.id, bearer(setup.coach.token));
    await a.until((f) => f.length === 3);
    const last = a.lastId();
    a.close();
    await a.ended;

    // Appended while the device is away, and one more once it is back.
    const missed = [ev('rival_goal', 'first', 4), ev('rival_foul', 'first', 5)];
    await logEvents(t.app, setup.coach.token, setup.match.id, missed);
    const b = await stream(setup.match.id, {
      ...bearer(setup.coach.token),
      'last-event-id': last ?? '',
    });
    const after = ev('rival_goal', 'first', 6);
    await post(setup, after);
    await b.until((f) => f.length >= 3);
    expect(ids(b.frames)).toEqual([...missed, after].map((e) => e.id));
    const all = [...seqs(a.frames), ...seqs(b.frames)];
    expect(all).toEqual([...all].sort((x, y) => x - y));
    expect(new Set(all).size).toBe(6);
  });

  it('fans one append out to every open stream of the match', async () => {
    const setup = await setupMatch(t.app);
    const streams = await Promise.all(
      [1, 2, 3, 4].map(() => stream(setup.match.id, bearer(setup.coach.token))),
    );
    const kickOff = ev('period_start', 'first', 0);
    await post(setup, kickOff);
    for (const s of streams) await s.until((f) => ids(f).includes(kickOff.id));
    for (const s of streams) expect(ids(s.frames)).toEqual([kickOff.id]);
  });

  it("is the owner's only: another user gets 404, no token 401, and their own stream never gets this match", async () => {
    const setup = await setupMatch(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = await stream(setup.match.id, bearer(other.token));
    expect(theirs.status).toBe(404);
    const anonymous = await stream(setup.match.id, {});
    expect(anonymous.status).toBe(401);
    const bad = await stream('not-an-id', bearer(setup.coach.token));
    expect(bad.status).toBe(400);

    const otherSetup = await setupMatch(t.app);
    const watching = await stream(otherSetup.match.id, bearer(otherSetup.coach.token));
    await post(setup, ev('period_start', 'first', 0));
    const own = ev('period_start', 'first', 0);
    await post(otherSetup, own);
    // Their own event arrives after ours was committed: had ours leaked, it would be there first.
    await watching.until((f) => f.length >= 1);
    expect(ids(watching.frames)).toEqual([own.id]);
  });

  it('sends keep-alives, and ends when its session is revoked (logout)', async () => {
    const setup = await setupMatch(t.app);
    const s = await stream(setup.match.id, bearer(setup.coach.token));
    await s.until(() => s.comments >= 2);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(setup.coach.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    await s.ended;
  });

  it('drops the subscription when the client goes', async () => {
    const setup = await setupMatch(t.app);
    const before = t.app.matchFeed.size;
    const s = await stream(setup.match.id, bearer(setup.coach.token));
    expect(t.app.matchFeed.size).toBe(before + 1);
    s.close();
    await expect.poll(() => t.app.matchFeed.size, { interval: 20, timeout: 3000 }).toBe(before);
  });
});

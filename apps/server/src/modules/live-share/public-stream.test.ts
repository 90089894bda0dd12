import {
  PUBLIC_STREAM_EVENT,
  PUBLIC_STREAM_REVOKED,
  type TLiveShareStatus,
  type TMatchEventRequest,
  type TPublicLiveMatch,
} from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { givePlan } from '../../../test/club';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch, type MatchSetup } from '../../../test/matches';
import { openSse, type SseClient, type SseFrame } from '../../../test/sse';

let t: TestApp;
let base: string;
const open: SseClient[] = [];

beforeAll(async () => {
  // The hubs' own check every 15 s (the default): a revocation must end the streams sooner.
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function sharedMatch(): Promise<MatchSetup & { token: string }> {
  const s = await setupMatch(t.app);
  await givePlan(t.db, s.coach.user.id, 'starter');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/matches/${s.match.id}/share`,
    headers: bearer(s.coach.token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...s, token: res.json<TLiveShareStatus>().token ?? '' };
}

async function publicStream(token: string, headers: Record<string, string> = {}) {
  const s = await openSse(`${base}/api/public/live/${token}/stream`, headers);
  open.push(s);
  return s;
}
async function deviceStream(s: MatchSetup) {
  const stream = await openSse(
    `${base}/api/events/match/${s.match.id}/stream`,
    bearer(s.coach.token),
  );
  open.push(stream);
  return stream;
}

const views = (frames: readonly SseFrame[]) =>
  frames
    .filter((f) => f.event === PUBLIC_STREAM_EVENT)
    .map((f) => JSON.parse(f.data) as TPublicLiveMatch);
const lastView = (s: SseClient) => views(s.frames).at(-1);
const score = (s: SseClient) => lastView(s)?.score;

/** Posts over HTTP, on its own connection, as the coach's device does. */
async function post(s: MatchSetup, event: TMatchEventRequest) {
  const res = await fetch(`${base}/api/events/match/${s.match.id}`, {
    method: 'POST',
    headers: { ...bearer(s.coach.token), 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { seq: number };
}

describe('GET /api/public/live/{token}/stream', () => {
  it('sends the view now, then one per event in order, with names and numbers only', async () => {
    const s = await sharedMatch();
    const [p1, p2] = s.players;
    if (!p1 || !p2) throw new Error('squad');
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const fan = await publicStream(s.token, { 'accept-encoding': 'gzip, br' });
    expect(fan.status).toBe(200);
    await fan.until((f) => views(f).length === 1);
    expect(lastView(fan)).toMatchObject({ status: 'live', score: { us: 0, rival: 0 } });

    // Each awaited on the page: two events read together make one view.
    const goal = await post(s, ev('goal', 'first', 3, { playerId: p1.id, assistPlayerId: p2.id }));
    await fan.until((f) => views(f).length === 2);
    const rival = await post(s, ev('rival_goal', 'first', 5));
    await fan.until((f) => views(f).length === 3);
    expect(fan.frames.slice(-2).map((f) => Number(f.id))).toEqual([goal.seq, rival.seq]);
    expect(views(fan.frames).map((v) => v.score)).toEqual([
      { us: 0, rival: 0 },
      { us: 1, rival: 0 },
      { us: 1, rival: 1 },
    ]);
    expect(lastView(fan)?.timeline[1]).toMatchObject({
      type: 'goal',
      player: { name: p1.name, number: p1.number },
      assist: { name: p2.name, number: p2.number },
    });
    const bytes = fan.frames.map((f) => f.data).join('\n');
    for (const p of s.players) {
      expect(bytes).not.toContain(p.id);
      expect(bytes).not.toContain(p.nationalId);
    }
    expect(bytes).not.toContain('Pabellón Municipal');
  });

  it('resumes from Last-Event-ID: the missed events in one view, nothing when none was missed', async () => {
    const s = await sharedMatch();
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const a = await publicStream(s.token);
    await a.until((f) => views(f).length === 1);
    const last = a.lastId() ?? '';
    a.close();
    await a.ended;

    await post(s, ev('rival_goal', 'first', 2));
    const missed = await post(s, ev('rival_goal', 'first', 4));
    const b = await publicStream(s.token, { 'last-event-id': last });
    await b.until((f) => views(f).length === 1);
    expect(b.frames.map((f) => f.id)).toEqual([String(missed.seq)]);
    expect(score(b)).toEqual({ us: 0, rival: 2 });

    // Up to date already: the first view it gets is the next event's.
    const c = await publicStream(s.token, { 'last-event-id': String(missed.seq) });
    const next = await post(s, ev('rival_goal', 'first', 6));
    await c.until((f) => views(f).length === 1);
    expect(c.frames.map((f) => f.id)).toEqual([String(next.seq)]);
    expect(score(c)).toEqual({ us: 0, rival: 3 });
  });

  it('ends at once with `revoked` when the coach revokes the link, and a new link does not reopen it', async () => {
    const s = await sharedMatch();
    const fans = await Promise.all([publicStream(s.token), publicStream(s.token)]);
    await Promise.all(fans.map((f) => f.until((frames) => views(frames).length === 1)));
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/matches/${s.match.id}/share`,
      headers: bearer(s.coach.token),
    });
    expect(revoked.statusCode).toBe(204);
    // Well before the hub's own 15 s check: the NOTIFY after the revocation ends them.
    await Promise.all(fans.map((f) => f.ended));
    for (const f of fans) expect(f.frames.at(-1)?.event).toBe(PUBLIC_STREAM_REVOKED);
    await vi.waitFor(() => expect(t.app.publicHubs.viewersOf(s.match.id)).toBeNull());
    const again = await publicStream(s.token);
    expect(again.status).toBe(404);
  });

  it('answers an unknown or malformed token 404 without opening a stream', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/live/${token}/stream` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('drops the streams on disconnect and the match hub with its last viewer', async () => {
    const s = await sharedMatch();
    const before = t.app.matchFeed.size;
    const fans = await Promise.all([publicStream(s.token), publicStream(s.token)]);
    await Promise.all(fans.map((f) => f.until((frames) => views(frames).length === 1)));
    expect(t.app.publicHubs.viewersOf(s.match.id)).toBe(2);
    // One feed subscription for the whole hub, however many viewers.
    expect(t.app.matchFeed.size).toBe(before + 1);
    fans[0]?.close();
    await vi.waitFor(() => expect(t.app.publicHubs.viewersOf(s.match.id)).toBe(1));
    fans[1]?.close();
    await vi.waitFor(() => expect(t.app.publicHubs.viewersOf(s.match.id)).toBeNull());
    expect(t.app.matchFeed.size).toBe(before);
  });
});

describe('one read per event, whatever the number of viewers', () => {
  /** The statements sent outside transactions (the append's own run in its transaction). */
  function countQueries() {
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    // PGlite takes the text; node-postgres a config object with it.
    const text = (arg: unknown) =>
      typeof arg === 'object' && arg !== null && 'text' in arg ? String(arg.text) : String(arg);
    return {
      eventReads: () =>
        spy.mock.calls.filter(([arg]) => /from "match_events"/i.test(text(arg))).length,
      total: () => spy.mock.calls.length,
      stop: () => spy.mockRestore(),
    };
  }

  async function readsForOneEvent(publicViewers: number, devices: number) {
    const s = await sharedMatch();
    await logEvents(t.app, s.coach.token, s.match.id, [ev('period_start', 'first', 0)]);
    const fans = await Promise.all(
      Array.from({ length: publicViewers }, () => publicStream(s.token)),
    );
    const phones = await Promise.all(Array.from({ length: devices }, () => deviceStream(s)));
    await Promise.all(fans.map((f) => f.until((frames) => views(frames).length === 1)));
    await Promise.all(phones.map((p) => p.until((frames) => frames.length === 1)));
    const queries = countQueries();
    try {
      await post(s, ev('rival_goal', 'first', 2));
      await Promise.all(fans.map((f) => f.until(() => score(f)?.rival === 1)));
      await Promise.all(phones.map((p) => p.until((frames) => frames.length === 2)));
      return { eventReads: queries.eventReads(), total: queries.total() };
    } finally {
      queries.stop();
      for (const c of [...fans, ...phones]) c.close();
    }
  }

  it('1 viewer and 1 device, then 200 viewers and 5 devices: the same single read of the new event', async () => {
    const few = await readsForOneEvent(1, 1);
    const many = await readsForOneEvent(200, 5);
    expect(few.eventReads).toBe(1);
    expect(many.eventReads).toBe(1);
    expect(many.total).toBe(few.total);
  });
});

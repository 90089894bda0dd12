import {
  PUBLIC_STREAM_REVOKED,
  type TLiveShareStatus,
  type TMatchEventRequest,
  type TPublicLiveMatch,
} from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../../test/club';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { ev, logEvents, setupMatch } from '../../test/matches';
import { PgProxy } from '../../test/pg-proxy';
import { openSse, type SseClient, type SseFrame } from '../../test/sse';

/**
 * Two API instances on one PostgreSQL, as behind a load balancer: a device
 * streams from one while another appends through the other (decision 0047).
 * Two embedded databases share nothing, so this file needs TEST_DATABASE_URL
 * (CI sets it).
 */
const url = process.env.TEST_DATABASE_URL;

const ids = (frames: readonly SseFrame[]) =>
  frames.map((f) => (JSON.parse(f.data) as { event: TMatchEventRequest }).event.id);

describe.skipIf(!url)('live match streams across instances (LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await a?.close();
    await b?.close();
  });

  it('delivers an append on instance A to a stream on instance B, once and in order', async () => {
    const setup = await setupMatch(a.app);
    const s = await openSse(
      `${baseB}/api/events/match/${setup.match.id}/stream`,
      bearer(setup.coach.token),
    );
    open.push(s);
    expect(s.status).toBe(200);
    const events = [
      ev('period_start', 'first', 0, { at: Date.now() }),
      ev('goal', 'first', 2, { playerId: setup.players[0]?.id }),
      ev('rival_goal', 'first', 3),
    ];
    await logEvents(a.app, setup.coach.token, setup.match.id, events);
    await s.until((f) => f.length >= 3);
    expect(ids(s.frames)).toEqual(events.map((e) => e.id));
  });

  it('pushes an append on A to a public page on B, and ends it when A revokes the link (decision 0136)', async () => {
    const setup = await setupMatch(a.app);
    await givePlan(a.db, setup.coach.user.id, 'starter');
    const on = await a.app.inject({
      method: 'POST',
      url: `/api/matches/${setup.match.id}/share`,
      headers: bearer(setup.coach.token),
    });
    const token = on.json<TLiveShareStatus>().token ?? '';
    const fan = await openSse(`${baseB}/api/public/live/${token}/stream`);
    open.push(fan);
    expect(fan.status).toBe(200);
    await fan.until((f) => f.length === 1);
    await logEvents(a.app, setup.coach.token, setup.match.id, [
      ev('period_start', 'first', 0),
      ev('rival_goal', 'first', 1),
    ]);
    // One view per read: the two events may come in one.
    const rival = (f: readonly SseFrame[]) =>
      (JSON.parse(f.at(-1)?.data ?? '{}') as Partial<TPublicLiveMatch>).score?.rival;
    await fan.until((f) => rival(f) === 1);
    const off = await a.app.inject({
      method: 'DELETE',
      url: `/api/matches/${setup.match.id}/share`,
      headers: bearer(setup.coach.token),
    });
    expect(off.statusCode).toBe(204);
    // B's hub checks every 15 s by itself: this ends well before, by the NOTIFY.
    await fan.ended;
    expect(fan.frames.at(-1)?.event).toBe(PUBLIC_STREAM_REVOKED);
  });
});

describe.skipIf(!url)('a stream whose instance lost the database', () => {
  let proxy: PgProxy;
  let viaProxy: TestApp;
  let direct: TestApp;
  let base: string;
  let s: SseClient | null = null;

  beforeAll(async () => {
    proxy = PgProxy.forUrl(url ?? '');
    await proxy.start();
    viaProxy = await createTestApp({
      DATABASE_URL: proxy.urlFor(url ?? ''),
      DB_CONNECT_TIMEOUT_MS: '300',
      DB_QUERY_TIMEOUT_MS: '600',
    });
    direct = await createTestApp();
    base = await viaProxy.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    s?.close();
    await proxy?.resume();
    await viaProxy?.close();
    await direct?.close();
    await proxy?.stop();
  });

  it('gets, once the database is back, what was appended while its LISTEN connection was cut', async () => {
    const setup = await setupMatch(direct.app);
    s = await openSse(
      `${base}/api/events/match/${setup.match.id}/stream`,
      bearer(setup.coach.token),
    );
    expect(s.status).toBe(200);
    const kickOff = ev('period_start', 'first', 0);
    await logEvents(direct.app, setup.coach.token, setup.match.id, [kickOff]);
    await s.until((f) => f.length === 1);

    await proxy.refuse();
    // Appended on another instance while this one hears nothing: the NOTIFY is lost for it.
    const missed = ev('rival_goal', 'first', 2);
    await logEvents(direct.app, setup.coach.token, setup.match.id, [missed]);
    await proxy.resume();
    await s.until((f) => f.length === 2, 15_000);
    expect(ids(s.frames)).toEqual([kickOff.id, missed.id]);
  });
});

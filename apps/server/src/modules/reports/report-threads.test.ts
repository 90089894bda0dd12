import { threadId } from 'node:worker_threads';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, givePlan } from '../../../test/club';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { buildSeason, wholeRange } from '../../../test/season';
import { ReportRenderer } from './report-renderer';

/**
 * Decision 0164: PDF reports render on worker threads with a bounded queue; the request
 * thread stays free, a full queue answers 503 REPORTS_BUSY, a dead thread fails only its report.
 */
const GATED_WORKER = path.resolve(import.meta.dirname, '../../../test/gated-pdf-worker.mjs');

/** A render pool whose thread holds each job until `open()` (see gated-pdf-worker.mjs). */
function gatedRenderer(threads: number, queue: number) {
  const gate = new Int32Array(new SharedArrayBuffer(8));
  const renderer = new ReportRenderer({
    threads,
    queue,
    timeoutMs: 60_000,
    worker: { filename: GATED_WORKER, workerData: { gate } },
  });
  return {
    renderer,
    open: () => {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
    crashNext: (n: number) => Atomics.store(gate, 1, n),
  };
}

describe('report rendering threads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REPORT_THREADS: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders a season report on another thread than the request', async () => {
    const s = await buildSeason(t.app);
    await givePlan(t.db, s.coach.user.id, 'starter');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/team/${s.teamId}?${wholeRange()}&lng=es`,
      headers: bearer(s.coach.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same app's renderer, asked directly, tells which thread made the PDF.
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/stats/team/${s.teamId}?${wholeRange()}`,
      headers: bearer(s.coach.token),
    });
    const renderer = new ReportRenderer({ threads: 1, queue: 0, timeoutMs: 60_000 });
    try {
      const made = await renderer.renderInWorker({
        kind: 'team',
        input: {
          teamName: 'Hilos FS',
          logo: null,
          stats: stats.json(),
          lang: 'es',
          now: new Date(),
        },
      });
      expect(made.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(made.threadId).not.toBe(threadId);
    } finally {
      await renderer.close();
    }
  });
});

describe('a bounded render queue', () => {
  it('answers other requests while a report renders, and 503 REPORTS_BUSY past threads + queue', async () => {
    const gated = gatedRenderer(1, 1);
    const t = await createTestApp({}, { reportRenderer: gated.renderer });
    try {
      const coach = await coachWithTeam(t.app);
      await givePlan(t.db, coach.user.id, 'starter');
      const report = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/reports/team/${coach.team.id}?${wholeRange()}&lng=en`,
          headers: { ...bearer(coach.token), 'accept-language': 'en' },
        });
      const held = [report(), report(), report()];
      // Two are in hand (one on the thread, one waiting), held by the gate: the third settles first.
      const first = await Promise.race(held);
      expect(first.statusCode, first.body).toBe(503);
      expect(first.headers['retry-after']).toBe('5');
      expect(first.json()).toEqual({
        error: {
          code: 'REPORTS_BUSY',
          message: 'Many reports are being prepared right now. Try again in a few seconds',
        },
      });
      // The request thread is free while the reports are in progress.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      gated.open();
      const codes = (await Promise.all(held)).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 503]);
      // Once the queue has drained, a report is taken again.
      expect((await report()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers a report whose thread died with a clean 503, and the next one renders', async () => {
    const gated = gatedRenderer(1, 4);
    gated.open();
    gated.crashNext(1);
    const t = await createTestApp({}, { reportRenderer: gated.renderer });
    try {
      const coach = await coachWithTeam(t.app);
      await givePlan(t.db, coach.user.id, 'starter');
      const url = `/api/reports/team/${coach.team.id}?${wholeRange()}&lng=es`;
      const crashed = await t.app.inject({ method: 'GET', url, headers: bearer(coach.token) });
      expect(crashed.statusCode, crashed.body).toBe(503);
      expect(crashed.headers['retry-after']).toBeDefined();
      expect(crashed.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      expect(crashed.body).not.toContain('crashed');
      const next = await t.app.inject({ method: 'GET', url, headers: bearer(coach.token) });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await t.close();
    }
  });

  it('closes its threads with the app and refuses reports after', async () => {
    const renderer = new ReportRenderer({ threads: 1, queue: 1, timeoutMs: 60_000 });
    const t = await createTestApp({}, { reportRenderer: renderer });
    await t.close();
    await expect(
      renderer.render({
        kind: 'team',
        input: {} as never,
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

import http from 'node:http';
import { parseSseBlock, type TSseMessage } from '@futsal/shared/sse';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** One Server-Sent Event as a stream client sees it (the web's parser reads it the same way). */
export type SseFrame = TSseMessage;

export interface SseClient {
  status: number;
  frames: SseFrame[];
  /** Comment lines received (the server's keep-alives). */
  readonly comments: number;
  /** Resolves once `check(frames)` holds, re-checked on every frame; fails after `timeoutMs`. */
  until(check: (frames: readonly SseFrame[]) => boolean, timeoutMs?: number): Promise<void>;
  /** The last `id` received (what a reconnect sends as Last-Event-ID). */
  lastId(): string | null;
  close(): void;
  /** The body ended (the server closed the stream). */
  ended: Promise<void>;
}

/**
 * Opens a stream and collects its frames. node:http rather than fetch: the
 * test decides when the connection closes (fetch's pool keeps sockets of its
 * own, which would hold the server open at the end of a test).
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const frames: SseFrame[] = [];
    const waiters = new Set<() => void>();
    let comments = 0;
    const req = http.get(url, { headers, agent: false }, (res) => {
      let buffer = '';
      const ended = new Promise<void>((done) => {
        res.once('close', done);
        res.once('error', () => done());
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        comments += chunk.split('\n').filter((l) => l.startsWith(': keep-alive')).length;
        buffer += chunk.replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = parseSseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (frame) frames.push(frame);
          cut = buffer.indexOf('\n\n');
        }
        for (const w of waiters) w();
      });
      resolve({
        status: res.statusCode ?? 0,
        frames,
        get comments() {
          return comments;
        },
        ended,
        lastId: () => frames.findLast((f) => f.id !== null)?.id ?? null,
        close: () => req.destroy(),
        until: (check, timeoutMs = 5000) =>
          new Promise<void>((ok, fail) => {
            if (check(frames)) return ok();
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(
                new Error(`stream condition not met in ${timeoutMs} ms (${frames.length} frames)`),
              );
            }, timeoutMs);
            const waiter = () => {
              if (!check(frames)) return;
              clearTimeout(timer);
              waiters.delete(waiter);
              ok();
            };
            waiters.add(waiter);
          }),
      });
    });
    req.on('error', (err) => {
      if (!req.destroyed || frames.length === 0) reject(err);
    });
  });
}

/** A keep-alive that never comes within a test: streams end by what the test does, not by time. */
export const NEVER_MS = 600_000;

/**
 * Two instances on one PostgreSQL for a describe block, the first listening over HTTP (its
 * streams are read as a browser does); the second changes what the first must hear of.
 */
export function useTwoStreamInstances(): { a: TestApp; b: TestApp; baseA: string } {
  const pair = {
    a: undefined as unknown as TestApp,
    b: undefined as unknown as TestApp,
    baseA: '',
  };
  beforeAll(async () => {
    pair.a = await createTestApp({}, { streamKeepAliveMs: NEVER_MS });
    pair.b = await createTestApp({}, { streamKeepAliveMs: NEVER_MS });
    pair.baseA = await pair.a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
  });
  return pair;
}

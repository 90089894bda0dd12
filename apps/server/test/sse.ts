import http from 'node:http';

/** One Server-Sent Event as a stream client sees it. */
export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  frames: SseFrame[];
  /** Resolves once `check(frames)` holds, re-checked on every frame; fails after `timeoutMs`. */
  until(check: (frames: readonly SseFrame[]) => boolean, timeoutMs?: number): Promise<void>;
  /** The last `id` received (what a reconnect sends as Last-Event-ID). */
  lastId(): string | null;
  close(): void;
  /** The body ended (the server closed the stream). */
  ended: Promise<void>;
}

/** Splits a text/event-stream into frames (comments and retry lines are skipped). */
export function parseFrames(block: string): SseFrame | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { id, event, data: data.join('\n') } : null;
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
    const req = http.get(url, { headers, agent: false }, (res) => {
      let buffer = '';
      const ended = new Promise<void>((done) => {
        res.once('close', done);
        res.once('error', () => done());
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk.replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = parseFrames(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (frame) frames.push(frame);
          cut = buffer.indexOf('\n\n');
        }
        for (const w of waiters) w();
      });
      resolve({
        status: res.statusCode ?? 0,
        frames,
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

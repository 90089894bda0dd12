import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';

/**
 * Issue 41: a client that sends its headers and then stalls or trickles the body held its socket
 * for good. Every kind of route (anonymous JSON, signed-in JSON, a provider's chunked webhook, a
 * multipart upload) now answers 408 REQUEST_TIMEOUT and closes the connection; uploads get longer.
 */
const BODY_MS = 300;
const UPLOAD_MS = 900;
const HEADERS_MS = 400;

let t: TestApp;
let port = 0;
let token = '';
beforeAll(async () => {
  t = await createTestApp({
    REQUEST_BODY_TIMEOUT: `${BODY_MS}ms`,
    UPLOAD_BODY_TIMEOUT: `${UPLOAD_MS}ms`,
    REQUEST_HEADERS_TIMEOUT: `${HEADERS_MS}ms`,
    CONNECTION_IDLE_TIMEOUT: '5s',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = (await registerAndLogin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

interface Closed {
  /** Everything the server sent before it closed the connection. */
  text: string;
  ms: number;
}

/**
 * Opens a connection, writes `head` then the `parts` of the body (one each `everyMs` when given,
 * a trickle; the rest never sent, a stall) and resolves when the server closes the connection.
 */
function openSlow(head: string, parts: string[] = [], everyMs = 0): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, ms: performance.now() - started });
    });
    socket.write(head);
    const queue = [...parts];
    if (everyMs === 0) for (const p of queue.splice(0)) socket.write(p);
    else timer = setInterval(() => queue.length > 0 && socket.write(queue.shift() ?? ''), everyMs);
  });
}

const request = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n';

function expectTimedOut(res: Closed, atLeastMs: number) {
  expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
  expect(res.text).toContain('"code":"REQUEST_TIMEOUT"');
  expect(res.text.toLowerCase()).toContain('connection: close');
  // Not before the route's deadline: uploads get theirs, longer than a JSON body's.
  expect(res.ms).toBeGreaterThanOrEqual(atLeastMs - 20);
}

describe('slow request bodies', () => {
  it('closes an anonymous login whose JSON body stalls after a few bytes', async () => {
    const res = await openSlow(
      request('POST', '/api/auth/login', {
        'content-type': 'application/json',
        'content-length': '200',
      }),
      ['{"email":"a'],
    );
    expectTimedOut(res, BODY_MS);
  });

  it('closes a login trickled one byte at a time, however steadily the bytes come', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Secret123' });
    const res = await openSlow(
      request('POST', '/api/auth/login', {
        'content-type': 'application/json',
        'content-length': String(body.length),
      }),
      body.split(''),
      40,
    );
    expectTimedOut(res, BODY_MS);
  });

  it('closes a stalled signed-in PUT /api/settings', async () => {
    const res = await openSlow(
      request('PUT', '/api/settings', {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': '100',
      }),
      ['{"theme":'],
    );
    expectTimedOut(res, BODY_MS);
  });

  it('closes a stalled body even when the route answered before reading it (anonymous PUT)', async () => {
    const res = await openSlow(
      request('PUT', '/api/settings', {
        'content-type': 'application/json',
        'content-length': '100',
      }),
      ['{"theme":'],
    );
    // The 401 went out at once; the connection does not outlive the body's deadline.
    expect(res.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(res.ms).toBeGreaterThanOrEqual(BODY_MS - 20);
  });

  it("closes a provider's webhook whose chunked body never ends", async () => {
    const res = await openSlow(
      request('POST', '/api/subscriptions/webhook/sandbox', {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
      ['5\r\n{"id"\r\n'],
    );
    expectTimedOut(res, BODY_MS);
  });

  it('gives a multipart upload the longer upload deadline, then closes it', async () => {
    const boundary = 'slowboundary';
    const res = await openSlow(
      request('POST', '/api/contact', {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '100000',
      }),
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ],
    );
    expectTimedOut(res, UPLOAD_MS);
  });

  it('closes a connection whose headers never end', async () => {
    const res = await openSlow('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(res.text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(res.ms).toBeGreaterThanOrEqual(HEADERS_MS - 20);
  });

  it('still serves a body that arrives in time, on a connection kept alive', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password1' }),
    });
    expect(res.status).toBe(401);
  });

  it('leaves no listener behind on a kept-alive connection, however many bodies it carries', async () => {
    // Each body's deadline listened on the socket until the connection closed: a long-lived
    // connection (a proxy's, a bench's) piled them up past Node's warning.
    const accepted = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const socket = connect(port, '127.0.0.1');
    const server = await accepted;
    const served = await new Promise<string[]>((resolve, reject) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('error', reject);
      socket.on('data', (chunk: string) => {
        text += chunk;
        const replies = text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
        if (replies.length === 15) resolve(replies);
      });
      const body = JSON.stringify({ language: 'xx' });
      for (let i = 0; i < 15; i += 1) {
        socket.write(
          request('PUT', '/api/settings', {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          }) + body,
        );
      }
    });
    expect(served).toEqual(Array.from({ length: 15 }, () => 'HTTP/1.1 400'));
    expect(server.listenerCount('close')).toBeLessThan(5);
    socket.destroy();
  });
});

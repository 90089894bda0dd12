import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_PASSWORD,
  type TestApp,
} from '../test/helpers';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { SUBRESOURCE_HEADERS } from './lib/security-headers';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  // A route that fails the way a bug would, to watch the error handler.
  t.app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  // A route that logs through its request's logger and a child of it, as the services do.
  t.app.get('/api/test/logs', async (req) => {
    req.log.warn({ password: 'hunter3' }, 'route line');
    req.log.child({ part: 'child' }).warn('child line');
    return { ok: true };
  });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers 200 when the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not answer', async () => {
    const real = await openDatabase(t.config, { migrate: false });
    const app = await buildApp(t.config, {
      logStream: { write: () => undefined },
      database: {
        db: real.db,
        close: real.close,
        listen: real.listen,
        ping: () => Promise.reject(new Error('down')),
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/x' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No encontrado' } });
    }
  });

  it('answers an unexpected error with a bare 500, logged server-side only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('app.test.ts');
    const logged = logLines.join('\n');
    expect(logged).toContain('hunter2');
    expect(logged).toContain('"stack"');
  });

  it('never logs passwords or bearer tokens', async () => {
    const { token } = await registerAndLogin(t.app);
    await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: bearer(token) });
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/auth/login');
    expect(logged).not.toContain(TEST_PASSWORD);
    expect(logged).not.toContain(token);
  });
});

describe('request logs', () => {
  it("carry their request's id on every line, the route's and its children's included, and stay redacted", async () => {
    logLines.length = 0;
    await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/test/logs' })));
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const ids = [...new Set(lines.map((l) => l.reqId))];
    // Two requests, each with its own id on its four lines (incoming, route, child, completed).
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).toMatch(/^req-/);
      expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual([
        'incoming request',
        'route line',
        'child line',
        'request completed',
      ]);
    }
    expect(lines.find((l) => l.msg === 'child line')).toMatchObject({ part: 'child' });
    expect(lines.find((l) => l.msg === 'route line')).toMatchObject({ password: '[redacted]' });
    expect(logLines.join('\n')).not.toContain('hunter3');
    // Lines of no request carry no id.
    t.app.log.info('outside any request');
    expect(JSON.parse(logLines.at(-1) ?? '{}')).not.toHaveProperty('reqId');
  });
});

describe('files', () => {
  it('never reads outside the upload directory', async () => {
    await writeFile(path.join(t.tmpDir, 'secret.txt'), 'top secret');
    for (const url of [
      '/api/files/../secret.txt',
      '/api/files/%2e%2e/secret.txt',
      '/api/files/%2e%2e%2fsecret.txt',
      '/api/files/avatars/..%2f..%2fsecret.txt',
      '/api/files/avatars/00000000-0000-0000-0000-000000000000.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('top secret');
    }
  });
});

describe('security headers and docs', () => {
  it('sends a CSP the web app satisfies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("sends helmet's headers on every reply: answers, refusals, missing routes and errors", async () => {
    const replies = await Promise.all(
      ['/api/health', '/api/auth/me', '/api/nothing-here', '/api/test/boom'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 404, 500]);
    for (const res of replies) {
      expect(res.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['email', 'password']);
    expect(Object.keys(doc.paths['/api/auth/me'].get.responses)).toEqual(['200', '401']);
    expect(doc.paths['/api/subscriptions/current']).toBeDefined();
    // What a team-scoped route asks of the caller's role (decision 0177).
    expect(doc.paths['/api/teams/{id}'].put['x-permission']).toBe('team.edit');
    expect(doc.paths['/api/teams/{id}'].delete['x-permission']).toBe('team.delete');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('web app', () => {
  let w: TestApp;
  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    // A file beside the build folder, which no URL may reach.
    const outside = await mkdtemp(path.join(tmpdir(), 'futsal-web-'));
    await writeFile(path.join(outside, 'secret.txt'), 'NOT-FOR-THE-WEB');
    const dist = path.join(outside, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Futsal Manager"}');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(
      path.join(dist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    await writeFile(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
    await writeFile(
      path.join(dist, 'assets', 'logo-abc123.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    w = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('serves index.html without cache and hashed assets with a long cache', async () => {
    const index = await w.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('id="root"');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await w.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The icon, asked for by the splash and by the browser's tab during one load: kept a day.
    const icon = await w.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const page = await w.app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web manifest revalidated, with their types (decision 0133)', async () => {
    const sw = await w.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await w.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it("sends a document's headers with documents only: hashed scripts and styles keep what applies to them", async () => {
    const get = (url: string) => w.app.inject({ method: 'GET', url });
    const subresourceHeaders = {
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    };
    expect([...SUBRESOURCE_HEADERS].sort()).toEqual(Object.keys(subresourceHeaders).sort());
    const page = await get('/');
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers, url).toMatchObject(subresourceHeaders);
      // Of the page's security headers, only those: no policy, frame options, COOP, X- headers.
      const dropped = Object.keys(page.headers).filter((n) => !(n in res.headers));
      expect(dropped.sort(), url).toEqual([
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]);
    }
    // Pages, an SVG (a document when opened) and a missing asset keep every header.
    for (const url of ['/', '/teams/123', '/assets/logo-abc123.svg', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.headers, url).toMatchObject({
        ...subresourceHeaders,
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('sends the precompressed copy the client accepts, brotli first, and says it varies', async () => {
    const get = (encoding?: string) =>
      w.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('falls back to index.html for client routes, not for /api or missing assets', async () => {
    const route = await w.app.inject({ method: 'GET', url: '/teams/123/players' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="root"');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await w.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    expect((await w.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves nothing outside the build folder through the wildcard route', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await w.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('NOT-FOR-THE-WEB');
    }
  });
});

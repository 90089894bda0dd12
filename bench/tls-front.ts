/**
 * What stands between a coach's phone and the app in production (README, "Production
 * topology"): a TLS terminator that speaks HTTP/2 to browsers and plain HTTP/1.1 to the app.
 * The bench puts one in front of `npm start` so Lighthouse can also measure a page as a phone
 * gets it there (decision 0082): over plain HTTP/1.1 a browser opens at most six connections and
 * every file waits its turn, which no deployment reached over the internet does.
 *
 * The certificate is made here, for 127.0.0.1, and lives one run; the browser is told to trust
 * its key by hash (`--ignore-certificate-errors-spki-list`), never to ignore certificate errors.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Headers of one HTTP/1.1 hop, refused on an HTTP/2 stream.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function certificate(): { key: Buffer; cert: Buffer; spki: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'futsal-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(path.join(dir, 'key.pem'));
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    const der = createPublicKey(cert).export({ type: 'spki', format: 'der' });
    return { key, cert, spki: createHash('sha256').update(der).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TlsFront {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The flag that makes Chromium trust this run's certificate, and only it. */
  chromiumFlag: string;
  stop: () => Promise<void>;
}

/** An HTTPS server (HTTP/2, HTTP/1.1 for clients without it) forwarding to `upstream`. */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const { key, cert, spki } = certificate();
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP.has(name)) headers[name] = value;
    }
    headers.host = target.host;
    headers['x-forwarded-proto'] = 'https';
    const out = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (reply) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.headers)) {
          if (!HOP.has(name) && value !== undefined) back[name] = value;
        }
        res.writeHead(reply.statusCode ?? 502, back);
        reply.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A closed page ends its streams (the live console's event stream among them).
    res.on('close', () => out.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    stop: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open HTTP/2 sessions (a page's event stream) would keep close() waiting.
        setTimeout(resolve, 2_000).unref();
      });
    },
  };
}

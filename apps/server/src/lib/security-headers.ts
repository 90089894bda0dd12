import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. They depend on
 * the options only (no nonces), while @fastify/helmet built a new helmet
 * middleware (directive parsing included) on every request: ~5% of a
 * signed-in read's CPU (decision 0064).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet's middleware only calls setHeader/removeHeader on the response, synchronously.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return headers;
}

/** Every reply (404s and errors included) carries the headers, as with @fastify/helmet. */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Headers a browser applies to a document (or a worker) only: on a script, stylesheet, font or
 * image they change nothing. The fingerprinted files under /assets leave them out (decision
 * 0094): 455 bytes on each of the 17 to 19 scripts a first page loads before it can paint.
 * They keep what applies to a subresource: nosniff (a script must be served as one), the
 * resource policy, the referrer policy (a stylesheet's own requests) and HSTS. No script under
 * /assets runs as a worker, which would take its policy from its own reply: one that did would
 * need these back.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. They depend on
 * the options only (no nonces), while @fastify/helmet built a new helmet
 * middleware (directive parsing included) on every request, a visible
 * share of a signed-in read's CPU.
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

/**
 * What a subresource (a script, stylesheet, font or image) uses of those headers: nosniff (a
 * script must be served as one), the resource policy, the referrer policy (a stylesheet's own
 * requests) and HSTS. The rest a browser applies to a document or a worker only.
 */
export const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

/**
 * Every reply (404s and errors included) carries the headers, as with @fastify/helmet. Returns
 * the names a document alone needs, which the fingerprinted files under /assets leave out
 * (decision 0094: 455 bytes on each of the 17 to 19 scripts a first page loads before it can
 * paint). Derived from what helmet sends, so a header it adds later goes with them. No script
 * under /assets runs as a worker, which would take its policy from its own reply: one that did
 * would need these back.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): string[] {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return Object.keys(headers).filter((name) => !SUBRESOURCE_HEADERS.has(name));
}

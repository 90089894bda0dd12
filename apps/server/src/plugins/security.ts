import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import {
  installSecurityHeaders,
  securityHeaders,
  SUBRESOURCE_HEADERS,
} from '../lib/security-headers';

/** The SPA satisfies this: no inline scripts, MUI/emotion inject <style> tags. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
};

/** Methods and headers a cross-origin client of the API uses (CORS_ORIGIN). */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CORS_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Last-Event-ID',
  'Idempotency-Key',
];

/** The security headers only a document needs, which the fingerprinted assets leave out. */
export const documentOnlyHeaders = (): string[] =>
  Object.keys(securityHeaders(HELMET_OPTIONS)).filter((name) => !SUBRESOURCE_HEADERS.has(name));

/** Security headers on every reply, CORS when configured, and rate limits for the routes that ask. */
export const securityPlugin = fp<{ corsOrigin: AppConfig['corsOrigin'] }>(
  async (app, { corsOrigin }) => {
    installSecurityHeaders(app, HELMET_OPTIONS);
    if (corsOrigin) {
      await app.register(cors, {
        origin: corsOrigin,
        credentials: false,
        methods: CORS_METHODS,
        allowedHeaders: CORS_HEADERS,
        exposedHeaders: ['Retry-After', 'Content-Disposition'],
        maxAge: 600,
      });
    }
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);

import { findUnsafeInput } from '@futsal/shared';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError } from './errors';
import { PATH_CHECK } from './params';

/**
 * Hooks that hold for every route, those of modules written later included,
 * because they are installed on the root instance before any route:
 *
 * - auth first (decision 0040): a route is "signed in" when it lists
 *   `authenticate` in its `preHandler` or `onRequest`, or declares an OpenAPI
 *   `security`. Its `authenticate` is moved to the front of `onRequest`, so the
 *   token is checked before the id param, the query and the body are parsed or
 *   validated: no or bad token → 401 whatever the body, and an anonymous body is
 *   never read.
 * - safe input: body, query and path params are scanned for what PostgreSQL
 *   would refuse (NUL characters, dates out of range) → 400 VALIDATION_ERROR.
 * - no-store: every /api reply that did not choose its own Cache-Control is
 *   `no-store` (tokens, personal and medical data must not sit in caches).
 */

type Hook = RouteOptions['onRequest'] | RouteOptions['preHandler'];

const asArray = <T>(hook: T | T[] | undefined): T[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

const isPathCheck = (hook: unknown): boolean =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[PATH_CHECK] === true;

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Whether a route's options mark it as signed in. */
export function isSignedInRoute(
  route: Pick<RouteOptions, 'onRequest' | 'preHandler' | 'schema'>,
  authenticate: unknown,
) {
  const listed = [
    ...asArray<unknown>(route.onRequest as Hook),
    ...asArray<unknown>(route.preHandler as Hook),
  ];
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return listed.includes(authenticate) || (Array.isArray(security) && security.length > 0);
}

/** Refuses input the database would refuse, with the field's path, before the schema runs. */
export function assertSafeInput(req: FastifyRequest, body: unknown = req.body): void {
  for (const value of [req.params, req.query, body]) {
    const found = findUnsafeInput(value);
    if (found) {
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: [{ path: found.path, key: found.key }],
      });
    }
  }
}

export function installRouteGuards(
  app: FastifyInstance,
  authenticate: preHandlerAsyncHookHandler,
): void {
  // The same function serves both hook kinds: (req, reply) → Promise, throwing AppError on failure.
  const onRequestAuth = authenticate as unknown as onRequestAsyncHookHandler;

  app.addHook('onRoute', (route) => {
    // Path checks (idParam) look at the URL only: they run first, so a bad id is 400 for anyone, before any body is read.
    const preValidation = asArray(route.preValidation);
    const pathChecks = preValidation.filter(isPathCheck) as unknown as onRequestAsyncHookHandler[];
    if (pathChecks.length) {
      const rest = preValidation.filter((h) => !isPathCheck(h));
      route.preValidation = rest.length ? rest : undefined;
    }
    const onRequest = asArray(route.onRequest).filter((h) => h !== onRequestAuth);
    if (!isSignedInRoute(route, authenticate)) {
      if (pathChecks.length) route.onRequest = [...pathChecks, ...onRequest];
      return;
    }
    const preHandler = asArray(route.preHandler).filter((h) => h !== authenticate);
    route.preHandler = preHandler.length ? preHandler : undefined;
    route.onRequest = [...pathChecks, onRequestAuth, ...onRequest];
  });

  // Callback hooks: they run on every request, and an async one costs a promise each time.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertSafeInput(req);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if (isApiPath(req.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { idParam, type IdErrorCode } from './params';
import { security } from './route-schema';

/**
 * Route options of a signed-in route, to spread into a route's options:
 *
 *   app.get('/things', { ...signedIn(authenticate), schema: { ...signedInSchema, response } }, handler)
 *   const thing = signedInWithId(authenticate, 'id', 'THING_ID_INVALID');
 *   app.put('/things/:id', { ...thing.options, schema: { ...thing.schema, body, response } }, handler)
 *
 * `authenticate` runs in `onRequest` (before the body is read, the id checked
 * or the body validated), and the OpenAPI `security` is declared, which is what
 * the root guards (lib/route-guards.ts) and the tenant matrix key on.
 */
export function signedIn(authenticate: preHandlerAsyncHookHandler) {
  return { onRequest: authenticate as unknown as onRequestAsyncHookHandler };
}

export const signedInSchema = { security };

export function signedInWithId<K extends string>(
  authenticate: preHandlerAsyncHookHandler,
  name: K,
  code: IdErrorCode,
) {
  const id = idParam(name, code);
  return {
    options: { ...signedIn(authenticate), preValidation: id.preValidation },
    schema: { security, params: id.params },
  };
}

import { isValidId, type TErrorCode } from '@futsal/shared';
import type { preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

export type IdErrorCode = Extract<
  TErrorCode,
  | 'TEAM_ID_INVALID'
  | 'PLAYER_ID_INVALID'
  | 'COMPETITION_ID_INVALID'
  | 'MATCH_ID_INVALID'
  | 'TRAINING_ID_INVALID'
  | 'SUBSCRIPTION_ID_INVALID'
>;

/** An id from the URL as the queries take it, or 400 with the resource's own code. */
export function checkedId(value: unknown, code: IdErrorCode): string {
  if (!isValidId(value)) throw new AppError(code);
  // isValidId tolerates surrounding blanks; the queries get the bare UUID.
  return value.trim().toLowerCase();
}

/** Marks the id checks that the root guards run first, in onRequest (lib/route-guards.ts). */
export const PATH_CHECK = Symbol('futsal.pathCheck');

/**
 * A route's id path parameter (decision 0002): `params` documents it in OpenAPI,
 * `preValidation` refuses a blank, 'undefined', reserved or non-UUID value with
 * the resource's own code. The root guards move it to the front of `onRequest`:
 * it only looks at the path, so it runs before `authenticate` and before the
 * body is read, and no query ever sees a bad id.
 */
export function idParam<K extends string>(name: K, code: IdErrorCode) {
  const shape = { [name]: z.string().describe('UUID') } as Record<K, z.ZodString>;
  const preValidation: preValidationAsyncHookHandler = async (req) => {
    const params = req.params as Record<string, unknown>;
    params[name] = checkedId(params[name], code);
  };
  Object.defineProperty(preValidation, PATH_CHECK, { value: true });
  return { params: z.object(shape), preValidation };
}

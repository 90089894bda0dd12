import { isMessageKey, pickLanguage, translate, type TErrorDetail } from '@futsal/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';
import { assertSafeInput } from './route-guards';

/** zod issues as translated error details (the catalog keys are the zod messages). */
export function issuesToDetails(
  req: FastifyRequest,
  issues: readonly z.core.$ZodIssue[],
): TErrorDetail[] {
  const lang = pickLanguage(req.headers['accept-language']);
  return issues.map((issue) => {
    const key = isMessageKey(issue.message) ? issue.message : 'errors.VALIDATION_ERROR';
    return { path: issue.path.map(String).join('.'), key, message: translate(lang, key) };
  });
}

/** Validates a body the route could not declare (multipart); 400 VALIDATION_ERROR like the schema would. */
export function parseBody<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  input: unknown,
): z.output<S> {
  // Multipart fields skip the root preValidation scan (the body is read later): the same rule here.
  assertSafeInput(req, input);
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', { details: issuesToDetails(req, result.error.issues) });
  }
  return result.data;
}

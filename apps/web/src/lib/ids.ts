import type { TErrorCode } from '@futsal/shared/errors';
import { isValidId } from '@futsal/shared/ids';
import { ApiError } from './api-client';

/**
 * A path id checked before any request: a bad one fails like the server's 400
 * (same code), so the pages show the catalog text of that code in the user's language.
 */
export function requireId(value: string, code: TErrorCode): string {
  if (!isValidId(value)) throw new ApiError(400, code, '');
  return value;
}

import { z } from 'zod';
import { ErrorCode } from '../errors';
import { RESERVED_ID_SEGMENTS } from '../limits';

/** Error reply of every API route: `{ error: { code, message, details? } }`. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(Object.values(ErrorCode) as [string, ...string[]]),
    message: z.string(),
    details: z
      .array(z.object({ path: z.string(), key: z.string(), message: z.string() }))
      .optional(),
  }),
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path segment can be a resource id (spec §5): not blank, not the
 * text 'undefined' or 'null', not a reserved route word, and a UUID.
 */
export function isValidId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v === '' || v === 'undefined' || v === 'null') return false;
  if ((RESERVED_ID_SEGMENTS as readonly string[]).includes(v.toLowerCase())) return false;
  return UUID_RE.test(v);
}

/** Resources carry `id` and, for clients of the original API, `_id` too. */
export const ZIdentified = z.object({ id: z.uuid(), _id: z.uuid() });

export const ZIsoDateTime = z.string().describe('ISO 8601 date-time');

import { z } from 'zod';
import { ErrorCode } from '../errors';

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

/** Resources carry `id` and, for clients of the original API, `_id` too. */
export const ZIdentified = z.object({ id: z.uuid(), _id: z.uuid() });

export const ZIsoDateTime = z.string().describe('ISO 8601 date-time');

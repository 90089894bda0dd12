import { z } from 'zod';
import { AUDIT_PAGE } from '../values/audit';

/** Their values, which need no zod, live in values/audit.ts (decision 0105). */
export * from '../values/audit';

/**
 * GET /teams/{id}/audit?before&limit: `before` is the `next` of the previous page (an entry's
 * id), absent for the newest entries.
 */
export const ZAuditQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'validation.audit.cursor')
    .optional(),
  limit: z.coerce
    .number({ error: 'validation.audit.limit' })
    .int('validation.audit.limit')
    .min(1, 'validation.audit.limit')
    .max(AUDIT_PAGE.max, 'validation.audit.limit')
    .default(AUDIT_PAGE.default),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

/**
 * One thing done on a team (decision 0179): who (null once their account is deleted), what,
 * to what, when, and the names of the fields sent, never their values.
 */
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** One of AUDIT_ACTIONS, or a verb of a route added later. */
  action: z.string(),
  /** One of AUDIT_ENTITIES, or a path's segment for a route added later. */
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * What the thing is called now (a player's name, a match's opponent, a training's focus or
   * place, a member's name), and its date for a match or a training; null once it is gone.
   */
  subject: z.object({ name: z.string(), date: z.string().nullable() }).nullable(),
  /** Field names (`phone`, `medicalInfo.allergies`), event types for `log`, a file field. */
  fields: z.array(z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A page of the trail, newest first; `next` asks for the older ones (null: no more). */
export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  next: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

// The values of schemas/audit.ts that need no zod, which the web imports without loading zod
// (decision 0105). schemas/audit.ts re-exports them.

/**
 * What an audit row says was done (decision 0179): by the request's method, or the verb its
 * path ends with (`…/import`, `…/send-links`). Events logged live are `log`.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'log',
  'send',
  'resend',
  'accept',
  'revoke',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of things the audit names. A route added later that is none of them is named by its
 * path's segment, so the web shows any other string as it comes.
 */
export const AUDIT_ENTITIES = [
  'team',
  'player',
  'match',
  'competition',
  'training',
  'lineup',
  'event',
  'callup',
  'attendance',
  'live-link',
  'answer-link',
  'calendar-feed',
  'member',
  'invitation',
] as const;
export type TAuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Entries per page of GET /teams/{id}/audit. */
export const AUDIT_PAGE = { default: 30, max: 100 } as const;

/** Days an audit row is kept when AUDIT_RETENTION_DAYS is not set. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;

import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from './audit-entry';

/** What the audit trail learnt of a write before its handler ran (plugins/audit-trail.ts). */
export interface AuditDraft {
  teamId: string;
  actorId: string;
  target: AuditTarget;
  entityId: string | null;
  /** The thing as GET showed it before an update, to name only the fields that changed. */
  before?: unknown;
  /** The reply's JSON text, kept when the row needs it (a created id, events' outcomes). */
  reply?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a write the audit trail will record once the reply is sent (decision 0179). */
    auditDraft: AuditDraft | null;
    /**
     * The field names of a body the route read itself (multipart), for the audit trail
     * (decision 0179): its text fields and its file field, never their values.
     */
    auditFields: string[] | null;
  }
}

/** Tells the audit trail which fields a body the schema could not parse carried. */
export function noteAuditFields(req: FastifyRequest, names: string[]): void {
  req.auditFields = names;
}

/**
 * Records a write of a route that declares no `config.permission` (so the hook does not see
 * it), e.g. accepting an invitation: written like the others once a 2xx reply is sent.
 */
export function noteAuditEntry(
  req: FastifyRequest,
  entry: { teamId: string; action: string; entity: string; entityId?: string | null },
): void {
  if (!req.auth) return;
  req.auditDraft = {
    teamId: entry.teamId,
    actorId: req.auth.userId,
    target: { action: entry.action, entity: entry.entity, idParam: null },
    entityId: entry.entityId ?? null,
  };
}

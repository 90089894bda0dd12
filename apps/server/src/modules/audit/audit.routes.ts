import { ZAuditPage, ZAuditQuery, ZErrorBody } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { signedInWithId } from '../../lib/route-options';
import { idRouteErrors } from '../../lib/route-schema';
import type { AuditService } from './audit.service';

export interface AuditRoutesOptions {
  service: AuditService;
  authenticate: preHandlerAsyncHookHandler;
}

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'id', 'TEAM_ID_INVALID');

  app.get(
    '/teams/:id/audit',
    {
      config: { permission: 'members.manage' },
      ...teamId.options,
      schema: {
        tags: ['teams'],
        ...teamId.schema,
        description:
          "The team's audit trail, newest first: who created, changed or deleted what and when, with the names of the fields sent (never their values). `next` is the `before` of the next page.",
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, 403: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) => service.page(requireAuth(req), req.params.id, req.query),
  );
};

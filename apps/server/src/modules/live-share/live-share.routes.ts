import { ZLiveShareStatus } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { signedInWithId } from '../../lib/route-options';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import type { LiveShareService } from './live-share.service';

export interface LiveShareRoutesOptions {
  service: LiveShareService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['live-share'];

/** The coach's side of a match's read-only live link (decision 0053). */
export const liveShareRoutes: FastifyPluginAsyncZod<LiveShareRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const match = signedInWithId(authenticate, 'id', 'MATCH_ID_INVALID');

  app.get(
    '/matches/:id/share',
    {
      config: { permission: 'team.read' },
      ...match.options,
      schema: { tags, ...match.schema, response: { 200: ZLiveShareStatus, ...idRouteErrors } },
    },
    async (req) => service.status(requireAuth(req), req.params.id),
  );

  app.post(
    '/matches/:id/share',
    {
      config: { permission: 'match.log' },
      ...match.options,
      schema: {
        tags,
        ...match.schema,
        description: 'Switches the live link on: 201 with a new link, 200 with the one already on.',
        response: { 200: ZLiveShareStatus, 201: ZLiveShareStatus, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const { status, created } = await service.enable(requireAuth(req), req.params.id);
      return reply.status(created ? 201 : 200).send(status);
    },
  );

  app.delete(
    '/matches/:id/share',
    {
      config: { permission: 'match.log' },
      ...match.options,
      schema: {
        tags,
        ...match.schema,
        description: 'Revokes the live link at once; 404 when none is on.',
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.revoke(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

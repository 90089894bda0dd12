import { ZCurrentSubscriptionResponse, ZErrorBody } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { security } from '../../lib/route-schema';
import type { SubscriptionsService } from './subscriptions.service';

export interface SubscriptionsRoutesOptions {
  service: SubscriptionsService;
  authenticate: preHandlerAsyncHookHandler;
}

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (app, opts) => {
  app.get(
    '/subscriptions/current',
    {
      preHandler: opts.authenticate,
      schema: {
        tags: ['subscriptions'],
        security,
        response: { 200: ZCurrentSubscriptionResponse, 401: ZErrorBody },
      },
    },
    async (req) => opts.service.current(requireAuth(req)),
  );
};

import {
  pickLanguage,
  ZAccountDeletionConfirm,
  ZAccountDeletionRequest,
  ZAccountDeletionScheduled,
  ZErrorBody,
} from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { ZNoContent } from '../../lib/route-schema';
import { signedIn, signedInSchema } from '../../lib/route-options';
import type { AccountDeletionService } from './account-deletion.service';

export interface AccountDeletionRoutesOptions {
  service: AccountDeletionService;
  authenticate: preHandlerAsyncHookHandler;
  /** The web app's origin for the mailed link; the request's own when unset. */
  publicUrl: string | null;
  rateLimit: RateLimitOptions | false;
}

/** Decision 0172: request (password again, link by e-mail), then confirm by the link. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;

  app.post(
    '/auth/account/deletion',
    {
      ...signedIn(authenticate),
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['auth'],
        ...signedInSchema,
        description: 'Mails a link that confirms the deletion of the account (decision 0172).',
        body: ZAccountDeletionRequest,
        response: { 204: ZNoContent, 400: ZErrorBody, 401: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (req, reply) => {
      await service.request(
        requireAuth(req),
        req.body.password,
        pickLanguage(req.headers['accept-language']),
        opts.publicUrl ?? `${req.protocol}://${req.host}`,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/account/deletion/confirm',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'The mailed link: every session ends and the account is erased after the grace period unless its owner signs in before.',
        body: ZAccountDeletionConfirm,
        response: { 200: ZAccountDeletionScheduled, 400: ZErrorBody },
      },
    },
    async (req) => {
      const dueAt = await service.confirm(req.body.token);
      return { deletionDueAt: dueAt.toISOString() };
    },
  );
};

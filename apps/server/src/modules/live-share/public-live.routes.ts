import { isLiveToken, ZErrorBody, ZPublicLiveMatch } from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { LiveShareService } from './live-share.service';

export interface PublicLiveRoutesOptions {
  service: LiveShareService;
  /** A coarse per-IP guard; false when disabled by config. */
  rateLimit: RateLimitOptions | false;
}

/**
 * GET /public/live/{token}: the match behind a live link, for anyone holding
 * it, without signing in (no `authenticate`, no `security`: the root guards
 * leave it public). Decision 0053.
 */
export const publicLiveRoutes: FastifyPluginAsyncZod<PublicLiveRoutesOptions> = async (
  app,
  opts,
) => {
  const { service } = opts;

  app.get(
    '/public/live/:token',
    {
      config: { rateLimit: opts.rateLimit },
      // Every open page polls every few seconds: a request line each would drown the log; failures still show.
      logLevel: 'warn',
      schema: {
        tags: ['live-share'],
        params: z.object({ token: z.string().describe('The live link token') }),
        response: { 200: ZPublicLiveMatch, 400: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (req, reply) => {
      // Not a token of ours is a link that does not work, like a revoked one: 404, no query.
      if (!isLiveToken(req.params.token)) throw new AppError('NOT_FOUND');
      const view = await service.publicView(req.params.token);
      // Fresh on every poll, and kept out of search engines.
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(view);
    },
  );
};

import { ZAnswerRequest, ZErrorBody, ZPublicAnswerView } from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnswersService } from './answers.service';

export interface PublicAnswerRoutesOptions {
  service: AnswersService;
  /** A per-IP guard; false when disabled by config. */
  rateLimit: RateLimitOptions | false;
}

const params = z.object({ token: z.string().describe("A player's answer link token") });
const errors = { 400: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/**
 * GET and PUT /public/answer/{token}: a called-up player's own answer, for
 * whoever holds their link, without signing in (decision 0158). Unknown,
 * revoked and expired tokens are all 404.
 */
export const publicAnswerRoutes: FastifyPluginAsyncZod<PublicAnswerRoutesOptions> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

  app.get(
    '/public/answer/:token',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['callups'],
        params,
        description: "The event and the player's own answer behind an answer link.",
        response: { 200: ZPublicAnswerView, ...errors },
      },
    },
    async (req, reply) => reply.headers(headers).send(await service.publicView(req.params.token)),
  );

  app.put(
    '/public/answer/:token',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['callups'],
        params,
        description: 'Answers yes, no or maybe, with an optional note.',
        body: ZAnswerRequest,
        response: { 200: ZPublicAnswerView, ...errors },
      },
    },
    async (req, reply) =>
      reply.headers(headers).send(await service.answer(req.params.token, req.body)),
  );
};

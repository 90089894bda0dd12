import { pickLanguage, ZAnswerLink, ZErrorBody, ZSendLinksResult } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { checkedId } from '../../lib/params';
import { idRouteErrors } from '../../lib/route-schema';
import type { AnswersService } from './answers.service';
import { callupKinds } from './callup-kinds';

export interface AnswersRoutesOptions {
  service: AnswersService;
  authenticate: preHandlerAsyncHookHandler;
}

/** The coach's side of the answer links (decisions 0158, 0159), for matches and trainings. */
export const answersRoutes: FastifyPluginAsyncZod<AnswersRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  for (const { kind, base, options, schema, param, idOf } of callupKinds(authenticate)) {
    const params = z.object({ [param]: z.string(), playerId: z.string() });
    const ids = (p: unknown) => ({
      id: idOf(p),
      playerId: checkedId((p as Record<string, string>).playerId, 'PLAYER_ID_INVALID'),
    });

    app.post(
      `${base}/players/:playerId/link`,
      {
        config: { permission: 'team.edit' },
        ...options,
        schema: {
          ...schema,
          params,
          description:
            'A new answer link for a called-up player; the previous one stops answering.',
          response: { 200: ZAnswerLink, ...idRouteErrors, 400: ZErrorBody },
        },
      },
      async (req) => {
        const { id: eventId, playerId } = ids(req.params);
        return service.reissue(requireAuth(req), kind, eventId, playerId);
      },
    );

    app.delete(
      `${base}/players/:playerId/link`,
      {
        config: { permission: 'team.edit' },
        ...options,
        schema: {
          ...schema,
          params,
          description: "Revokes a called-up player's answer link (their answer stays).",
          response: { 204: z.null(), ...idRouteErrors },
        },
      },
      async (req, reply) => {
        const { id: eventId, playerId } = ids(req.params);
        await service.revoke(requireAuth(req), kind, eventId, playerId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${base}/send-links`,
      {
        config: { permission: 'team.edit' },
        ...options,
        schema: {
          ...schema,
          description:
            'E-mails each called-up player with an e-mail their answer link, once per link; says how many were sent and skipped.',
          response: { 200: ZSendLinksResult, ...idRouteErrors, 400: ZErrorBody },
        },
      },
      async (req) => {
        return service.sendLinks(requireAuth(req), kind, idOf(req.params), {
          origin: `${req.protocol}://${req.host}`,
          lang: pickLanguage(req.headers['accept-language']),
        });
      },
    );
  }
};

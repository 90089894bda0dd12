import {
  pickLanguage,
  type TCallupKind,
  ZAnswerLink,
  ZErrorBody,
  ZSendLinksResult,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { checkedId } from '../../lib/params';
import { idRouteErrors } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import type { AnswersService } from './answers.service';

export interface AnswersRoutesOptions {
  service: AnswersService;
  authenticate: preHandlerAsyncHookHandler;
}

/** The coach's side of the answer links (decisions 0158, 0159), for matches and trainings. */
export const answersRoutes: FastifyPluginAsyncZod<AnswersRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const kinds = [
    { kind: 'match', param: 'matchId', code: 'MATCH_ID_INVALID' },
    { kind: 'training', param: 'trainingId', code: 'TRAINING_ID_INVALID' },
  ] as const;
  for (const { kind, param, code } of kinds) {
    const id = signedInWithId(authenticate, param, code);
    const base = `/callups/${kind}/:${param}`;
    const params = z.object({ [param]: z.string(), playerId: z.string() });
    const ids = (p: unknown) => {
      const all = p as Record<string, string>;
      return { id: all[param] ?? '', playerId: checkedId(all.playerId, 'PLAYER_ID_INVALID') };
    };
    const k: TCallupKind = kind;

    app.post(
      `${base}/players/:playerId/link`,
      {
        ...id.options,
        schema: {
          tags: ['callups'],
          security: id.schema.security,
          params,
          description:
            'A new answer link for a called-up player; the previous one stops answering.',
          response: { 200: ZAnswerLink, ...idRouteErrors, 400: ZErrorBody },
        },
      },
      async (req) => {
        const { id: eventId, playerId } = ids(req.params);
        return service.reissue(requireAuth(req), k, eventId, playerId);
      },
    );

    app.delete(
      `${base}/players/:playerId/link`,
      {
        ...id.options,
        schema: {
          tags: ['callups'],
          security: id.schema.security,
          params,
          description: "Revokes a called-up player's answer link (their answer stays).",
          response: { 204: z.null(), ...idRouteErrors },
        },
      },
      async (req, reply) => {
        const { id: eventId, playerId } = ids(req.params);
        await service.revoke(requireAuth(req), k, eventId, playerId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${base}/send-links`,
      {
        ...id.options,
        schema: {
          tags: ['callups'],
          ...id.schema,
          description:
            'E-mails each called-up player with an e-mail their answer link, once per link; says how many were sent and skipped.',
          response: { 200: ZSendLinksResult, ...idRouteErrors, 400: ZErrorBody },
        },
      },
      async (req) => {
        const eventId = (req.params as Record<string, string>)[param] ?? '';
        return service.sendLinks(requireAuth(req), k, eventId, {
          origin: `${req.protocol}://${req.host}`,
          lang: pickLanguage(req.headers['accept-language']),
        });
      },
    );
  }
};

import {
  pickLanguage,
  ZErrorBody,
  ZMatchEventBatchRequest,
  ZMatchEventLogResponse,
  ZMatchEventRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import {
  presentOutcome,
  presentStoredEvent,
  ZAppendEventResponse,
  ZBatchEventsResponse,
} from './events.presenter';
import type { EventsService } from './events.service';

export interface EventsRoutesOptions {
  service: EventsService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['events'];

/** The log is append-only: no PUT or DELETE of an event; a correction is a `void` event. */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const matchId = signedInWithId(authenticate, 'matchId', 'MATCH_ID_INVALID');

  app.get(
    '/events/match/:matchId',
    {
      config: { permission: 'team.read' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        response: { 200: ZMatchEventLogResponse, ...idRouteErrors },
      },
    },
    async (req) => service.log(requireAuth(req), req.params.matchId),
  );

  app.post(
    '/events/match/:matchId',
    {
      config: { permission: 'match.log' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        body: ZMatchEventRequest,
        response: {
          200: ZAppendEventResponse,
          201: ZAppendEventResponse,
          409: ZErrorBody,
          ...idRouteErrors,
        },
      },
    },
    async (req, reply) => {
      const lang = pickLanguage(req.headers['accept-language']);
      const { outcomes, match } = await service.append(
        requireAuth(req),
        req.params.matchId,
        [req.body],
        lang,
      );
      const outcome = outcomes[0];
      if (!outcome) throw new Error('append returned no outcome');
      if (outcome.result === 'refused') throw outcome.error;
      const body = {
        ...presentStoredEvent(outcome.row, { created: outcome.result === 'created' }),
        duplicate: outcome.result === 'duplicate',
        match,
      };
      return reply.status(outcome.result === 'created' ? 201 : 200).send(body);
    },
  );

  app.post(
    '/events/match/:matchId/batch',
    {
      config: { permission: 'match.log' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        body: ZMatchEventBatchRequest,
        response: { 200: ZBatchEventsResponse, ...idRouteErrors },
      },
    },
    async (req) => {
      const lang = pickLanguage(req.headers['accept-language']);
      const { outcomes, match } = await service.append(
        requireAuth(req),
        req.params.matchId,
        req.body.events,
        lang,
      );
      return { results: outcomes.map((o) => presentOutcome(req, o)), match };
    },
  );
};

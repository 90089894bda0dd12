import {
  type TTeamStatsResponse,
  ZMatchStatsResponse,
  ZPlayerStatsResponse,
  ZStatsQuery,
  ZTeamStatsResponse,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idParam } from '../../lib/params';
import { idRouteErrors, security } from '../../lib/route-schema';
import { parseBody } from '../../lib/validate';
import type { StatsService } from './stats.service';

export interface StatsRoutesOptions {
  service: StatsService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['stats'];

/**
 * The filters are parsed in the handler, after `authenticate`: an anonymous
 * caller gets 401 whatever the query, a signed-in one 400 for bad filters.
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = idParam('teamId', 'TEAM_ID_INVALID');
  const playerId = idParam('playerId', 'PLAYER_ID_INVALID');
  const matchId = idParam('matchId', 'MATCH_ID_INVALID');

  app.get(
    '/stats/team/:teamId',
    {
      preValidation: teamId.preValidation,
      preHandler: authenticate,
      schema: {
        tags,
        security,
        params: teamId.params,
        response: { 200: ZTeamStatsResponse, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const body = await service.teamJson(
        requireAuth(req),
        req.params.teamId,
        parseBody(req, ZStatsQuery, req.query),
      );
      // Already serialized and checked against ZTeamStatsResponse by the service: a JSON string
      // goes out as it is, and the type provider cannot express that, hence the cast.
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as TTeamStatsResponse);
    },
  );

  app.get(
    '/stats/player/:playerId',
    {
      preValidation: playerId.preValidation,
      preHandler: authenticate,
      schema: {
        tags,
        security,
        params: playerId.params,
        response: { 200: ZPlayerStatsResponse, ...idRouteErrors },
      },
    },
    async (req) =>
      service.player(requireAuth(req), req.params.playerId, parseBody(req, ZStatsQuery, req.query)),
  );

  app.get(
    '/stats/match/:matchId',
    {
      preValidation: matchId.preValidation,
      preHandler: authenticate,
      schema: {
        tags,
        security,
        params: matchId.params,
        response: { 200: ZMatchStatsResponse, ...idRouteErrors },
      },
    },
    async (req) => service.match(requireAuth(req), req.params.matchId),
  );
};

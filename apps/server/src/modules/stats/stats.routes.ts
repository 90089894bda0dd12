import {
  ZAttendanceQuery,
  ZMatchStatsResponse,
  ZOpponentQuery,
  ZOpponentReport,
  ZOpponentsResponse,
  ZPlayerAttendance,
  ZPlayerStatsResponse,
  ZStatsQuery,
  ZTeamStatsResponse,
  type TTeamStatsResponse,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { sendJson, serializeAs } from '../../lib/serializer';
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
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const playerId = signedInWithId(authenticate, 'playerId', 'PLAYER_ID_INVALID');
  const matchId = signedInWithId(authenticate, 'matchId', 'MATCH_ID_INVALID');

  app.get(
    '/stats/team/:teamId',
    {
      config: { permission: 'stats.read' },
      ...teamId.options,
      schema: {
        tags,
        ...teamId.schema,
        response: { 200: ZTeamStatsResponse, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const query = parseBody(req, ZStatsQuery, req.query);
      // The route's serializer makes the kept text (checked against the schema in tests).
      const body = await service.teamReply(auth, req.params.teamId, query, serializeAs(reply));
      return sendJson<TTeamStatsResponse>(reply, body);
    },
  );

  app.get(
    '/stats/team/:teamId/opponents',
    {
      config: { permission: 'stats.read' },
      ...teamId.options,
      schema: { tags, ...teamId.schema, response: { 200: ZOpponentsResponse, ...idRouteErrors } },
    },
    async (req) => service.opponents(requireAuth(req), req.params.teamId),
  );

  app.get(
    '/stats/team/:teamId/opponent',
    {
      config: { permission: 'stats.read' },
      ...teamId.options,
      // Declared (unlike the filters above) so the API document and the route suites know the
      // name is required; `authenticate` runs in onRequest, so anonymous is still 401 first.
      schema: {
        tags,
        ...teamId.schema,
        querystring: ZOpponentQuery,
        response: { 200: ZOpponentReport, ...idRouteErrors },
      },
    },
    async (req) => service.opponent(requireAuth(req), req.params.teamId, req.query.name),
  );

  app.get(
    '/stats/player/:playerId',
    {
      config: { permission: 'stats.read' },
      ...playerId.options,
      schema: {
        tags,
        ...playerId.schema,
        response: { 200: ZPlayerStatsResponse, ...idRouteErrors },
      },
    },
    async (req) =>
      service.player(requireAuth(req), req.params.playerId, parseBody(req, ZStatsQuery, req.query)),
  );

  app.get(
    '/stats/player/:playerId/attendance',
    {
      config: { permission: 'stats.read' },
      ...playerId.options,
      schema: {
        tags,
        ...playerId.schema,
        description:
          'Issue 39: attendance to trainings and matches over the period and the weekly load (decision 0169).',
        response: { 200: ZPlayerAttendance, ...idRouteErrors },
      },
    },
    async (req) =>
      service.attendance(
        requireAuth(req),
        req.params.playerId,
        parseBody(req, ZAttendanceQuery, req.query),
      ),
  );

  app.get(
    '/stats/match/:matchId',
    {
      config: { permission: 'stats.read' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        response: { 200: ZMatchStatsResponse, ...idRouteErrors },
      },
    },
    async (req) => service.match(requireAuth(req), req.params.matchId),
  );
};

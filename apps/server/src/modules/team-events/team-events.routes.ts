import { ZTeamEventsQuery, ZTeamEventsResponse } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { parseBody } from '../../lib/validate';
import type { TeamEventsService } from './team-events.service';

export interface TeamEventsRoutesOptions {
  service: TeamEventsService;
  authenticate: preHandlerAsyncHookHandler;
}

export const teamEventsRoutes: FastifyPluginAsyncZod<TeamEventsRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');

  app.get(
    '/events/team/:teamId',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['events'],
        ...teamId.schema,
        description:
          'Accepted events of the team’s matches, newest match first. Query: type, playerId, matchId, competitionId, page, pageSize (ZTeamEventsQuery).',
        response: { 200: ZTeamEventsResponse, ...idRouteErrors },
      },
    },
    // The filters are parsed after `authenticate`: anonymous is 401 whatever the query.
    async (req) =>
      service.list(
        requireAuth(req),
        req.params.teamId,
        parseBody(req, ZTeamEventsQuery, req.query),
      ),
  );
};

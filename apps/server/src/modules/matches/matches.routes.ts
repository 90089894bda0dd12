import {
  ZCreateMatchRequest,
  ZErrorBody,
  ZLineupRequest,
  ZMatch,
  ZMatchList,
  ZMatchSuspensions,
  ZUpdateMatchRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import {
  checkTeamIdQuery,
  ZMatchStateQuery,
  ZMatchStateResponse,
  ZCompetitionMatchesQuery,
} from './matches.schemas';
import type { MatchesService } from './matches.service';

export interface MatchesRoutesOptions {
  service: MatchesService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['matches'];

export const matchesRoutes: FastifyPluginAsyncZod<MatchesRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const matchId = signedInWithId(authenticate, 'id', 'MATCH_ID_INVALID');
  const competitionId = signedInWithId(authenticate, 'competitionId', 'COMPETITION_ID_INVALID');

  app.get(
    '/matches/team/:teamId',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags,
        ...teamId.schema,
        response: { 200: ZMatchList, ...idRouteErrors },
      },
    },
    async (req) => service.listByTeam(requireAuth(req), req.params.teamId),
  );

  app.post(
    '/matches/team/:teamId',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags,
        ...teamId.schema,
        body: ZCreateMatchRequest,
        response: { 201: ZMatch, ...idRouteErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.create(requireAuth(req), req.params.teamId, req.body)),
  );

  app.get(
    '/matches/tournament/:competitionId',
    {
      config: { permission: 'team.read' },
      ...competitionId.options,
      preValidation: [competitionId.options.preValidation, checkTeamIdQuery],
      schema: {
        tags,
        ...competitionId.schema,
        querystring: ZCompetitionMatchesQuery,
        response: { 200: ZMatchList, ...idRouteErrors },
      },
    },
    async (req) =>
      service.listByCompetition(requireAuth(req), req.params.competitionId, req.query.teamId),
  );

  app.get(
    '/matches/:id',
    {
      config: { permission: 'team.read' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        response: { 200: ZMatch, ...idRouteErrors },
      },
    },
    async (req) => service.get(requireAuth(req), req.params.id),
  );

  app.put(
    '/matches/:id',
    {
      config: { permission: 'team.edit' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        body: ZUpdateMatchRequest,
        response: { 200: ZMatch, 409: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) => service.update(requireAuth(req), req.params.id, req.body),
  );

  app.delete(
    '/matches/:id',
    {
      config: { permission: 'team.edit' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.delete(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/matches/:id/lineup',
    {
      config: { permission: 'match.log' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        body: ZLineupRequest,
        response: { 200: ZMatch, 409: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) => service.setLineup(requireAuth(req), req.params.id, req.body),
  );

  app.get(
    '/matches/:id/suspensions',
    {
      config: { permission: 'team.read' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        response: { 200: ZMatchSuspensions, ...idRouteErrors },
      },
    },
    async (req) => service.suspensions(requireAuth(req), req.params.id),
  );

  app.get(
    '/matches/:id/state',
    {
      config: { permission: 'team.read' },
      ...matchId.options,
      schema: {
        tags,
        ...matchId.schema,
        querystring: ZMatchStateQuery,
        response: { 200: ZMatchStateResponse, ...idRouteErrors },
      },
    },
    async (req) => {
      const view = await service.state(requireAuth(req), req.params.id, req.query.clockSec);
      // TMatchState is an interface (no index signature); the loose schema passes its other fields through.
      return { match: view.match, state: { ...view.state } };
    },
  );
};

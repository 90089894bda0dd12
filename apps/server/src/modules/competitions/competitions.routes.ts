import { ZCompetition, ZCreateCompetitionRequest, ZUpdateCompetitionRequest } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { idParam } from '../../lib/params';
import { idRouteErrors, security, ZNoContent } from '../../lib/route-schema';
import { presentCompetition } from './competitions.presenter';
import type { CompetitionsService } from './competitions.service';

export interface CompetitionsRoutesOptions {
  service: CompetitionsService;
  authenticate: preHandlerAsyncHookHandler;
}

const competitionId = idParam('id', 'TOURNAMENT_ID_INVALID');
const teamId = idParam('teamId', 'TEAM_ID_INVALID');
const read = { 200: ZCompetition, ...idRouteErrors };

export const competitionsRoutes: FastifyPluginAsyncZod<CompetitionsRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;

  app.post(
    '/tournaments/team/:teamId',
    {
      preValidation: teamId.preValidation,
      preHandler: authenticate,
      schema: {
        tags: ['tournaments'],
        security,
        params: teamId.params,
        body: ZCreateCompetitionRequest,
        response: { 201: ZCompetition, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const row = await service.create(requireAuth(req), req.params.teamId, req.body);
      return reply.status(201).send(presentCompetition(row));
    },
  );

  app.get(
    '/tournaments/team/:teamId',
    {
      preValidation: teamId.preValidation,
      preHandler: authenticate,
      schema: {
        tags: ['tournaments'],
        security,
        params: teamId.params,
        response: { ...read, 200: z.array(ZCompetition) },
      },
    },
    async (req) =>
      (await service.listByTeam(requireAuth(req), req.params.teamId)).map(presentCompetition),
  );

  app.get(
    '/tournaments/:id',
    {
      preValidation: competitionId.preValidation,
      preHandler: authenticate,
      schema: { tags: ['tournaments'], security, params: competitionId.params, response: read },
    },
    async (req) => presentCompetition(await service.get(requireAuth(req), req.params.id)),
  );

  app.put(
    '/tournaments/:id',
    {
      preValidation: competitionId.preValidation,
      preHandler: authenticate,
      schema: {
        tags: ['tournaments'],
        security,
        description:
          'Any subset of the fields; a `teamId` in the body is ignored (a competition never changes team).',
        params: competitionId.params,
        body: ZUpdateCompetitionRequest,
        response: read,
      },
    },
    async (req) =>
      presentCompetition(await service.update(requireAuth(req), req.params.id, req.body)),
  );

  app.delete(
    '/tournaments/:id',
    {
      preValidation: competitionId.preValidation,
      preHandler: authenticate,
      schema: {
        tags: ['tournaments'],
        security,
        params: competitionId.params,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

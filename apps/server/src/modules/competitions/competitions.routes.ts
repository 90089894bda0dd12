import {
  ZCompetition,
  ZCompetitionList,
  ZCreateCompetitionRequest,
  ZUpdateCompetitionRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { presentCompetition } from './competitions.presenter';
import type { CompetitionsService } from './competitions.service';

export interface CompetitionsRoutesOptions {
  service: CompetitionsService;
  authenticate: preHandlerAsyncHookHandler;
}

const read = { 200: ZCompetition, ...idRouteErrors };

export const competitionsRoutes: FastifyPluginAsyncZod<CompetitionsRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;
  const competitionId = signedInWithId(authenticate, 'id', 'COMPETITION_ID_INVALID');
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');

  app.post(
    '/tournaments/team/:teamId',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['tournaments'],
        ...teamId.schema,
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
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['tournaments'],
        ...teamId.schema,
        response: { ...read, 200: ZCompetitionList },
      },
    },
    async (req) =>
      (await service.listByTeam(requireAuth(req), req.params.teamId)).map(presentCompetition),
  );

  app.get(
    '/tournaments/:id',
    {
      config: { permission: 'team.read' },
      ...competitionId.options,
      schema: { tags: ['tournaments'], ...competitionId.schema, response: read },
    },
    async (req) => presentCompetition(await service.get(requireAuth(req), req.params.id)),
  );

  app.put(
    '/tournaments/:id',
    {
      config: { permission: 'team.edit' },
      ...competitionId.options,
      schema: {
        tags: ['tournaments'],
        ...competitionId.schema,
        description:
          'Any subset of the fields; a `teamId` in the body is ignored (a competition never changes team).',
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
      config: { permission: 'team.edit' },
      ...competitionId.options,
      schema: {
        tags: ['tournaments'],
        ...competitionId.schema,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

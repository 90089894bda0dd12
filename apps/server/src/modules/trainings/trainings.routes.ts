import {
  ZCreateTrainingRequest,
  ZTraining,
  ZTrainingList,
  ZUpdateTrainingRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { presentTraining } from './trainings.presenter';
import type { TrainingsService } from './trainings.service';

export interface TrainingsRoutesOptions {
  service: TrainingsService;
  authenticate: preHandlerAsyncHookHandler;
}

const read = { 200: ZTraining, ...idRouteErrors };

export const trainingsRoutes: FastifyPluginAsyncZod<TrainingsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const trainingId = signedInWithId(authenticate, 'id', 'TRAINING_ID_INVALID');

  app.get(
    '/trainings/team/:teamId',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['trainings'],
        ...teamId.schema,
        description: 'The team’s trainings by start, called-off ones included.',
        response: { 200: ZTrainingList, ...idRouteErrors },
      },
    },
    async (req) =>
      (await service.listByTeam(requireAuth(req), req.params.teamId)).map(presentTraining),
  );

  app.post(
    '/trainings/team/:teamId',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['trainings'],
        ...teamId.schema,
        body: ZCreateTrainingRequest,
        response: { 201: ZTraining, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const row = await service.create(requireAuth(req), req.params.teamId, req.body);
      return reply.status(201).send(presentTraining(row));
    },
  );

  app.get(
    '/trainings/:id',
    {
      config: { permission: 'team.read' },
      ...trainingId.options,
      schema: { tags: ['trainings'], ...trainingId.schema, response: read },
    },
    async (req) => presentTraining(await service.get(requireAuth(req), req.params.id)),
  );

  app.put(
    '/trainings/:id',
    {
      config: { permission: 'team.edit' },
      ...trainingId.options,
      schema: {
        tags: ['trainings'],
        ...trainingId.schema,
        description: 'Any subset of the fields; `status: cancelled` calls the training off.',
        body: ZUpdateTrainingRequest,
        response: read,
      },
    },
    async (req) => presentTraining(await service.update(requireAuth(req), req.params.id, req.body)),
  );

  app.delete(
    '/trainings/:id',
    {
      config: { permission: 'team.edit' },
      ...trainingId.options,
      schema: {
        tags: ['trainings'],
        ...trainingId.schema,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

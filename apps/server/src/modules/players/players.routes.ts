import {
  pickLanguage,
  type TPlayer,
  ZCreatePlayerRequest,
  ZErrorBody,
  ZPlayer,
  ZPlayerList,
  ZUpdatePlayerRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { roleOf } from '../../lib/team-access';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { sendJson, serializeAs } from '../../lib/serializer';
import { signedInWithId } from '../../lib/route-options';
import { presentPlayer } from './players.presenter';
import type { PlayersService } from './players.service';

export interface PlayersRoutesOptions {
  service: PlayersService;
  authenticate: preHandlerAsyncHookHandler;
}

const read = { 200: ZPlayer, ...idRouteErrors };

export const playersRoutes: FastifyPluginAsyncZod<PlayersRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const playerId = signedInWithId(authenticate, 'id', 'PLAYER_ID_INVALID');
  // /teams/:id/players shares its first segments with /teams/:id, so its parameter keeps the name `id`.
  const teamIdAsId = signedInWithId(authenticate, 'id', 'TEAM_ID_INVALID');
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const list = { 200: ZPlayerList, ...idRouteErrors };

  app.get(
    '/teams/:id/players',
    {
      config: { permission: 'team.read' },
      ...teamIdAsId.options,
      schema: { tags: ['players'], ...teamIdAsId.schema, response: list },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      // The route's serializer makes the cached text (checked against the schema in tests, decision 0059).
      const body = await service.listReply(auth, req.params.id, roleOf(req), serializeAs(reply));
      return sendJson<TPlayer[]>(reply, body);
    },
  );

  app.get(
    '/players/team/:teamId',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: { tags: ['players'], ...teamId.schema, response: list },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const body = await service.listReply(
        auth,
        req.params.teamId,
        roleOf(req),
        serializeAs(reply),
      );
      return sendJson<TPlayer[]>(reply, body);
    },
  );

  app.post(
    '/players/team/:teamId',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['players'],
        ...teamId.schema,
        description: 'A `team` field in the body is ignored: the path names the team.',
        body: ZCreatePlayerRequest,
        response: { 201: ZPlayer, 402: ZErrorBody, 409: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const row = await service.create(requireAuth(req), req.params.teamId, req.body);
      return reply.status(201).send(presentPlayer(row, roleOf(req)));
    },
  );

  app.get(
    '/players/:id',
    {
      config: { permission: 'team.read' },
      ...playerId.options,
      schema: { tags: ['players'], ...playerId.schema, response: read },
    },
    async (req) => presentPlayer(await service.get(requireAuth(req), req.params.id), roleOf(req)),
  );

  app.put(
    '/players/:id',
    {
      config: { permission: 'player.medical.edit' },
      ...playerId.options,
      schema: {
        tags: ['players'],
        ...playerId.schema,
        body: ZUpdatePlayerRequest,
        response: { ...read, 403: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (req) => {
      const role = roleOf(req);
      return presentPlayer(
        await service.update(requireAuth(req), req.params.id, req.body, role),
        role,
      );
    },
  );

  app.delete(
    '/players/:id',
    {
      config: { permission: 'team.edit' },
      ...playerId.options,
      schema: {
        tags: ['players'],
        ...playerId.schema,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(
        requireAuth(req),
        req.params.id,
        pickLanguage(req.headers['accept-language']),
      );
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { signedIn, signedInSchema, signedInWithId } from '../../lib/route-options';
import { zipOf } from './archive';
import type { ExportFile, ExportService } from './export.service';

export interface ExportRoutesOptions {
  service: ExportService;
  authenticate: preHandlerAsyncHookHandler;
}

const tags = ['export'];
const zip = z.any().describe('application/zip: JSON and CSV files, and the uploaded files');

const sendZip = async (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(await zipOf(file.entries));

/** The owner's data to take away: a team, one player, or the whole account. */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');
  const playerId = signedInWithId(authenticate, 'playerId', 'PLAYER_ID_INVALID');

  app.get(
    '/export/team/:teamId',
    {
      config: { permission: 'data.export' },
      ...teamId.options,
      schema: { tags, ...teamId.schema, response: { 200: zip, ...idRouteErrors } },
    },
    async (req, reply) => sendZip(reply, await service.team(requireAuth(req), req.params.teamId)),
  );

  app.get(
    '/export/player/:playerId',
    {
      config: { permission: 'data.export' },
      ...playerId.options,
      schema: { tags, ...playerId.schema, response: { 200: zip, ...idRouteErrors } },
    },
    async (req, reply) =>
      sendZip(reply, await service.player(requireAuth(req), req.params.playerId)),
  );

  app.get(
    '/export/account',
    { ...signedIn(authenticate), schema: { tags, ...signedInSchema } },
    async (req, reply) => sendZip(reply, await service.account(requireAuth(req))),
  );
};

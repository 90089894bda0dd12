import {
  type TTeam,
  ZCreateTeamRequest,
  ZErrorBody,
  ZTeam,
  ZTeamList,
  ZTeamDetail,
  ZUpdateTeamRequest,
} from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { readForm } from '../../lib/form';
import { sendJson, serializeAs } from '../../lib/serializer';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedIn, signedInSchema, signedInWithId } from '../../lib/route-options';
import { roleOf } from '../../lib/team-access';
import { parseBody } from '../../lib/validate';
import type { TeamsService } from './teams.service';

export interface TeamsRoutesOptions {
  service: TeamsService;
  authenticate: preHandlerAsyncHookHandler;
}

const LOGO_FIELDS = ['logo'] as const;
const FORM_DOC =
  'multipart/form-data with text fields name, description, division, foundedYear, targetStintSec (seconds), reminderHoursBefore (hours, 0 = off) and an optional PNG, JPEG or ' +
  'WebP file part `logo` (at most 5 MB, stored re-encoded as WebP); or the same text fields as application/json.';

export const teamsRoutes: FastifyPluginAsyncZod<TeamsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'id', 'TEAM_ID_INVALID');

  app.get(
    '/teams',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['teams'],
        ...signedInSchema,
        response: { 200: ZTeamList, 401: ZErrorBody },
      },
    },
    async (req, reply) => {
      // The route's serializer makes the cached text (checked against the schema in tests, decision 0059).
      const body = await service.listReply(requireAuth(req), serializeAs(reply));
      return sendJson<TTeam[]>(reply, body);
    },
  );

  app.get(
    '/teams/:id',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['teams'],
        ...teamId.schema,
        response: { 200: ZTeamDetail, ...idRouteErrors },
      },
    },
    async (req) => service.detail(requireAuth(req), req.params.id, roleOf(req)),
  );

  app.post(
    '/teams',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['teams'],
        ...signedInSchema,
        description: FORM_DOC,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: ZTeam,
          400: ZErrorBody,
          401: ZErrorBody,
          402: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const form = await readForm(req, LOGO_FIELDS);
      // Text fields first: a refused form never stores its logo.
      const input = parseBody(req, ZCreateTeamRequest, form.fields);
      return reply.status(201).send(await service.create(auth, input, form.file));
    },
  );

  app.put(
    '/teams/:id',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['teams'],
        ...teamId.schema,
        description: `${FORM_DOC} Only non-empty fields change.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZTeam, 413: ZErrorBody, 415: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const form = await readForm(req, LOGO_FIELDS);
      const input = parseBody(req, ZUpdateTeamRequest, form.fields);
      return service.update(auth, req.params.id, input, form.file);
    },
  );

  app.delete(
    '/teams/:id',
    {
      config: { permission: 'team.delete' },
      ...teamId.options,
      schema: {
        tags: ['teams'],
        ...teamId.schema,
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(requireAuth(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

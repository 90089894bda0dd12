import { ZCalendarEntries, ZCalendarFeed, ZCalendarQuery, ZErrorBody } from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedInWithId } from '../../lib/route-options';
import { parseBody } from '../../lib/validate';
import type { CalendarService } from './calendar.service';

export interface CalendarRoutesOptions {
  service: CalendarService;
  authenticate: preHandlerAsyncHookHandler;
  /** A coarse per-IP guard on the public feed; false when disabled by config. */
  rateLimit: RateLimitOptions | false;
}

export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const teamId = signedInWithId(authenticate, 'teamId', 'TEAM_ID_INVALID');

  app.get(
    '/calendar/team/:teamId',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['calendar'],
        ...teamId.schema,
        description:
          'Matches and trainings starting in [from, to), by start. Query: from, to (ISO date-times with offset, at most 62 days apart; both or neither: the coming 28 days).',
        response: { 200: ZCalendarEntries, ...idRouteErrors },
      },
    },
    // The range is parsed after `authenticate`: anonymous is 401 whatever the query.
    async (req) =>
      service.entries(
        requireAuth(req),
        req.params.teamId,
        parseBody(req, ZCalendarQuery, req.query),
      ),
  );

  app.get(
    '/calendar/team/:teamId/feed',
    {
      config: { permission: 'team.read' },
      ...teamId.options,
      schema: {
        tags: ['calendar'],
        ...teamId.schema,
        description: 'The path of the team’s secret calendar feed, or null when it is off.',
        response: { 200: ZCalendarFeed, ...idRouteErrors },
      },
    },
    async (req) => ({ path: await service.feedPath(requireAuth(req), req.params.teamId) }),
  );

  app.post(
    '/calendar/team/:teamId/feed',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['calendar'],
        ...teamId.schema,
        description: 'A new secret feed URL; the previous one stops answering.',
        response: { 201: ZCalendarFeed, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      const path = await service.rotateFeed(requireAuth(req), req.params.teamId);
      return reply.status(201).send({ path });
    },
  );

  app.delete(
    '/calendar/team/:teamId/feed',
    {
      config: { permission: 'team.edit' },
      ...teamId.options,
      schema: {
        tags: ['calendar'],
        ...teamId.schema,
        description: 'Switches the feed off: its URL answers 404 from now on (404 when it is off).',
        response: { 204: ZNoContent, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.revokeFeed(requireAuth(req), req.params.teamId);
      return reply.status(204).send(null);
    },
  );

  // Public (no `authenticate`, no `security`): the secret in the URL is the key (decision 0146).
  app.get(
    '/public/calendar/:file',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['calendar'],
        description:
          'The team’s iCalendar feed (text/calendar), for calendar apps to subscribe to.',
        params: z.object({ file: z.string().describe('The feed token followed by .ics') }),
        response: { 200: z.string(), 404: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!file.endsWith('.ics')) throw new AppError('NOT_FOUND');
      const text = await service.feedText(file.slice(0, -'.ics'.length));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
};

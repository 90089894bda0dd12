import { ZAttendanceRequest, ZCallupRequest, ZCallupView, ZErrorBody } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idRouteErrors } from '../../lib/route-schema';
import { callupKinds } from './callup-kinds';
import type { CallupsService } from './callups.service';

export interface CallupsRoutesOptions {
  service: CallupsService;
  authenticate: preHandlerAsyncHookHandler;
}

const read = { 200: ZCallupView, ...idRouteErrors };

/** The same three routes for a match's call-up and a training's. */
export const callupsRoutes: FastifyPluginAsyncZod<CallupsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  for (const { kind, base, options, schema, idOf } of callupKinds(authenticate)) {
    app.get(
      base,
      {
        config: { permission: 'team.read' },
        ...options,
        schema: {
          ...schema,
          description: `The team's squad, each player marked called up or not for the ${kind}, with the attendance taken.`,
          response: read,
        },
      },
      async (req) => service.view(requireAuth(req), kind, idOf(req.params)),
    );

    app.put(
      base,
      {
        config: { permission: 'team.edit' },
        ...options,
        schema: {
          ...schema,
          description:
            'The whole call-up (a match takes 14 at most); an injured, suspended or inactive player needs `override`, the reason.',
          body: ZCallupRequest,
          response: { ...read, 400: ZErrorBody },
        },
      },
      async (req) => service.replace(requireAuth(req), kind, idOf(req.params), req.body),
    );

    app.put(
      `${base}/attendance`,
      {
        config: { permission: 'team.edit' },
        ...options,
        schema: {
          ...schema,
          description: 'Attendance of called-up players: present, late or absent with a reason.',
          body: ZAttendanceRequest,
          response: { ...read, 400: ZErrorBody },
        },
      },
      async (req) => service.attendance(requireAuth(req), kind, idOf(req.params), req.body),
    );
  }
};

import { ZErrorBody, ZUpdateUserSettingsRequest, ZUserSettingsResponse } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { signedIn, signedInSchema } from '../../lib/route-options';
import type { SettingsService } from './settings.service';

export interface SettingsRoutesOptions {
  service: SettingsService;
  authenticate: preHandlerAsyncHookHandler;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;

  app.get(
    '/settings',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['settings'],
        ...signedInSchema,
        response: { 200: ZUserSettingsResponse, 401: ZErrorBody },
      },
    },
    async (req) => service.get(requireAuth(req)),
  );

  app.put(
    '/settings',
    {
      // Before the body is validated: an anonymous caller gets 401 whatever it sends.
      ...signedIn(authenticate),
      schema: {
        tags: ['settings'],
        ...signedInSchema,
        description: 'Any subset of the settings; the fields left out keep their value.',
        body: ZUpdateUserSettingsRequest,
        response: { 200: ZUserSettingsResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (req) => service.update(requireAuth(req), req.body),
  );
};

import {
  ZChangePasswordRequest,
  ZErrorBody,
  ZLoginRequest,
  ZLoginResponse,
  ZOkResponse,
  ZRegisterRequest,
  ZUpdateProfileRequest,
  ZUserResponse,
  pickLanguage,
} from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { storeUploadedImage } from '../../lib/images';
import { ZNoContent } from '../../lib/route-schema';
import { signedIn, signedInSchema } from '../../lib/route-options';
import type { FileUrls } from '../../lib/file-urls';
import type { FileStorage } from '../../lib/storage';
import { presentUser } from './auth.presenter';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  service: AuthService;
  storage: FileStorage;
  /** Signs the avatar's URL in every user reply. */
  fileUrls: FileUrls;
  authenticate: preHandlerAsyncHookHandler;
  /** Coarse per-IP guard on register/login; false when disabled by config. */
  rateLimit: RateLimitOptions | false;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { service, storage, fileUrls, authenticate } = opts;
  const rateLimit = { rateLimit: opts.rateLimit };

  app.post(
    '/auth/register',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        body: ZRegisterRequest,
        description:
          'The same 201 reply whether or not the address already has an account (decision 0154); its owner gets a mail saying so.',
        response: { 201: ZOkResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (req, reply) => {
      await service.register(req.body, pickLanguage(req.headers['accept-language']));
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/login',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (req) => {
      const { token, user, session } = await service.login(req.body, req.ip);
      return { token, user: presentUser(user, fileUrls, session) };
    },
  );

  app.get(
    '/auth/me',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['auth'],
        ...signedInSchema,
        response: { 200: ZUserResponse, 401: ZErrorBody },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      return { user: presentUser(await service.me(auth), fileUrls, auth) };
    },
  );

  app.put(
    '/auth/profile',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['auth'],
        ...signedInSchema,
        body: ZUpdateProfileRequest,
        response: { 200: ZUserResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      return { user: presentUser(await service.updateProfile(auth, req.body), fileUrls, auth) };
    },
  );

  app.put(
    '/auth/profile/avatar',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['auth'],
        ...signedInSchema,
        description:
          'multipart/form-data with one PNG, JPEG or WebP image in the field `avatar` (or `file`), at most 5 MB.',
        consumes: ['multipart/form-data'],
        response: {
          200: ZUserResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
        },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const user = await service.replaceAvatar(auth, () =>
        storeUploadedImage(req, storage, {
          fieldNames: ['avatar', 'file'],
          maxWidth: 512,
          maxHeight: 512,
          folder: 'avatars',
        }),
      );
      return { user: presentUser(user, fileUrls, auth) };
    },
  );

  app.put(
    '/auth/password',
    {
      ...signedIn(authenticate),
      schema: {
        tags: ['auth'],
        ...signedInSchema,
        body: ZChangePasswordRequest,
        response: { 200: ZOkResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (req) => {
      await service.changePassword(requireAuth(req), req.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      ...signedIn(authenticate),
      schema: { tags: ['auth'], ...signedInSchema, response: { 204: ZNoContent, 401: ZErrorBody } },
    },
    async (req, reply) => {
      await service.logout(requireAuth(req));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      ...signedIn(authenticate),
      schema: { tags: ['auth'], ...signedInSchema, response: { 204: ZNoContent, 401: ZErrorBody } },
    },
    async (req, reply) => {
      await service.logoutAll(requireAuth(req));
      return reply.status(204).send(null);
    },
  );
};

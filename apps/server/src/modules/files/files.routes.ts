import { ZErrorBody } from '@futsal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { SessionChecker } from '../../lib/auth';
import type { FileUrls } from '../../lib/file-urls';
import type { FileStorage } from '../../lib/storage';

/** Longest time a browser keeps a file before asking again (never past the URL's expiry). */
const MAX_CACHE_SECONDS = 24 * 3600;

export const filesRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  fileUrls: FileUrls;
  /** The URL's session must still be live (decision 0163). */
  isSessionLive: SessionChecker;
}> = async (app, opts) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        description:
          'A stored logo or avatar, through the signed expiring URL the API returned (decision 0037). ' +
          'A missing, forged or expired signature, a URL whose session has ended (logout, logout-all, ' +
          'password change; decision 0163), or a private folder, answers 404.',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          exp: z.string().optional(),
          sid: z.string().optional(),
          uid: z.string().optional(),
          sig: z.string().optional(),
        }),
        response: { 200: z.any().describe('The file'), 404: ZErrorBody },
      },
    },
    async (req, reply) => {
      const key = req.params['*'];
      const signed = opts.fileUrls.verify(key, req.query);
      // 404, not 403: an unsigned URL says nothing about whether the file exists.
      if (signed === null) throw new AppError('NOT_FOUND');
      const { remaining, session } = signed;
      if (!(await opts.isSessionLive(session.jti, session.userId))) throw new AppError('NOT_FOUND');
      // The storage only accepts its own generated key shape, so '..' never reaches the disk.
      const file = await opts.storage.get(key);
      if (!file) throw new AppError('NOT_FOUND');
      // Keys are never reused, so the bytes behind a URL never change: cacheable until the URL expires.
      const maxAge = Math.min(remaining, MAX_CACHE_SECONDS);
      return reply
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
};

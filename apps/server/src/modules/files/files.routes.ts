import { ZErrorBody } from '@futsal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';

export const filesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, opts) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        params: z.object({ '*': z.string() }),
        response: { 200: z.any().describe('The file'), 404: ZErrorBody },
      },
    },
    async (req, reply) => {
      // The storage only accepts its own generated key shape, so '..' never reaches the disk.
      const file = await opts.storage.get(req.params['*']);
      if (!file) throw new AppError('NOT_FOUND');
      // Keys are never reused (a new upload gets a new name), so the bytes can be cached forever.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
};

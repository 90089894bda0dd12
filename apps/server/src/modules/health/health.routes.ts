import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (req, reply) => {
      try {
        await opts.database.ping();
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
      } catch (err) {
        req.log.warn({ err }, 'database ping failed');
        return reply.status(503).header('cache-control', 'no-store').send({ status: 'degraded', database: 'down' });
      }
    },
  );
};

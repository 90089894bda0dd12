import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

/** A load balancer needs an answer even from a frozen database: past this the check counts as down. */
const PING_TIMEOUT_MS = 3000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
    async (req, reply) => {
      try {
        await withTimeout(opts.database.ping(), PING_TIMEOUT_MS);
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
      } catch (err) {
        req.log.warn({ err }, 'database ping failed');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '5')
          .send({ status: 'degraded', database: 'down' });
      }
    },
  );
};

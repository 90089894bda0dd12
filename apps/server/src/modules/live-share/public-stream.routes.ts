import { PassThrough } from 'node:stream';
import { isLiveToken, ZErrorBody } from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { LiveShareService } from './live-share.service';
import type { PublicHubs } from './public-hub';

export interface PublicStreamRoutesOptions {
  service: LiveShareService;
  hubs: PublicHubs;
  rateLimit: RateLimitOptions | false;
  /** Public streams open at once on this instance; past it the page polls instead (503). */
  maxStreams: number;
}

/**
 * What a viewer may leave unread before it is cut off: a stalled connection must not hold every
 * later view in memory. It reconnects, and its first frame is the view then.
 */
export const MAX_UNREAD_BYTES = 512 * 1024;

/** Last-Event-ID as a seq, or null (none, or not a whole number): the view is sent. */
function lastSeq(header: string | string[] | undefined): number | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * GET /public/live/{token}/stream (decision 0136): the public page as Server-Sent Events, for
 * anyone holding an active link. Its first frame is the view now (none when Last-Event-ID is
 * already the latest event), then one per new event, the same bytes for every viewer of the
 * match; a revoked link sends `revoked` and ends.
 */
export const publicStreamRoutes: FastifyPluginAsyncZod<PublicStreamRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, hubs } = opts;
  app.get(
    '/public/live/:token/stream',
    {
      config: { rateLimit: opts.rateLimit },
      logLevel: 'warn',
      schema: {
        tags: ['live-share'],
        description:
          'Server-Sent Events (text/event-stream): `live` frames with `id` = the latest event seq and the public view as data; `revoked` before the end. Send Last-Event-ID to resume.',
        params: z.object({ token: z.string().describe('The live link token') }),
        response: {
          200: z.string().describe('text/event-stream'),
          404: ZErrorBody,
          429: ZErrorBody,
          503: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      if (!isLiveToken(req.params.token)) throw new AppError('NOT_FOUND');
      if (hubs.viewers >= opts.maxStreams) throw new AppError('SERVICE_UNAVAILABLE');
      const link = await service.publicLink(req.params.token);
      const stream = new PassThrough();
      let leave: (() => void) | null = null;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        leave?.();
        stream.end();
      };
      reply.raw.once('close', end);
      stream.write('retry: 2000\n\n');
      leave = await hubs.join(link, lastSeq(req.headers['last-event-id']), {
        tokenHash: link.tokenHash,
        write: (chunk) => {
          if (ended) return;
          if (stream.writableLength > MAX_UNREAD_BYTES) return end();
          stream.write(chunk);
        },
        end,
      });
      if (ended) leave();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string);
    },
  );
};

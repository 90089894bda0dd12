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
      // Written to the socket's response itself, no stream between: a thousand viewers of a match
      // are a thousand writes of the same string (decision 0136). The hooks' headers go along.
      const res = reply.hijack().raw;
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        'x-accel-buffering': 'no',
      });
      let leave: (() => void) | null = null;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        leave?.();
        res.end();
      };
      res.once('close', end);
      res.write('retry: 2000\n\n');
      try {
        leave = await hubs.join(link, lastSeq(req.headers['last-event-id']), {
          tokenHash: link.tokenHash,
          write: (chunk) => {
            if (ended) return;
            if (res.writableLength > MAX_UNREAD_BYTES) return end();
            res.write(chunk);
          },
          end,
        });
      } catch (err) {
        // The status is sent: the stream ends, and the page's EventSource comes back.
        req.log.error({ err }, 'could not open a public live stream');
        return end();
      }
      if (ended) leave();
    },
  );
};

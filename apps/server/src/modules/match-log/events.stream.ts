import { PassThrough } from 'node:stream';
import { ZErrorBody } from '@futsal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TMatchEventRow } from '../../db/schema';
import { requireAuth } from '../../lib/auth';
import { signedInWithId } from '../../lib/route-options';
import type { LiveStreams } from './live-streams';
import type { MatchFeed } from './match-feed';
import { presentStreamedEvent } from './events.presenter';
import type { EventsService } from './events.service';

export interface EventsStreamOptions {
  service: EventsService;
  feed: MatchFeed;
  /** The instance's open streams: capped, and checked again when a change of their user is heard. */
  streams: LiveStreams;
  authenticate: preHandlerAsyncHookHandler;
  /** Comment lines that keep proxies from closing an idle stream, each after a session check (default 15 s). */
  keepAliveMs?: number;
}

/** The SSE name of an appended event; `id` is its seq, the stream's Last-Event-ID. */
export const STREAM_EVENT = 'match-event';

/** Last-Event-ID as a seq: anything but a whole number starts from the beginning. */
export function lastEventId(header: string | string[] | undefined): number {
  const raw = Array.isArray(header) ? header[0] : header;
  return raw && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
}

/**
 * A row's frame, built once: the feed hands the same row objects to every stream of the match
 * (one read per event), so the devices share the serialized bytes too (decision 0136).
 */
const frames = new WeakMap<TMatchEventRow, string>();
function frame(row: TMatchEventRow): string {
  let text = frames.get(row);
  if (text === undefined) {
    text = `id: ${row.seq}\nevent: ${STREAM_EVENT}\ndata: ${JSON.stringify(presentStreamedEvent(row))}\n\n`;
    frames.set(row, text);
  }
  return text;
}

/**
 * GET /events/match/{matchId}/stream (decision 0047): Server-Sent Events of
 * the match's log, for its team's staff (any role that may read it; decision 0180: it ends
 * when the member is removed or their role changes to one that may not), with the bearer header like every route (so
 * the browser reads it with a streaming fetch, not EventSource). It sends
 * the events after Last-Event-ID, then each new one as it is committed, on
 * whichever instance it was appended.
 */
export const eventsStreamRoutes: FastifyPluginAsyncZod<EventsStreamOptions> = async (app, opts) => {
  const { service, feed, streams, authenticate } = opts;
  const keepAliveMs = opts.keepAliveMs ?? 15_000;
  const route = signedInWithId(authenticate, 'matchId', 'MATCH_ID_INVALID');

  app.get(
    '/events/match/:matchId/stream',
    {
      config: { permission: 'team.read' },
      ...route.options,
      schema: {
        ...route.schema,
        tags: ['events'],
        description:
          'Server-Sent Events (text/event-stream): `match-event` frames with `id` = seq and the stored event as data; send Last-Event-ID to resume.',
        response: {
          200: z.string().describe('text/event-stream'),
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const match = await service.owned(auth, req.params.matchId);
      const stream = new PassThrough();
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      let checking = false;
      let checkAgain = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        release();
        unsubscribe?.();
        stream.end();
      };
      /** The session and the match, asked again; a change heard while asking asks once more. */
      const recheck = async (): Promise<void> => {
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = true;
        try {
          do {
            checkAgain = false;
            if (ended) return;
            await authenticate.call(app, req, reply);
            await service.readable(requireAuth(req), match.id);
          } while (checkAgain);
        } catch {
          end();
        } finally {
          checking = false;
        }
      };
      // Past the user's or the instance's cap: 429 STREAM_LIMIT, before anything is opened.
      const release = streams.open({
        userId: auth.userId,
        matchId: match.id,
        teamId: match.teamId,
        recheck,
      });
      // Each keep-alive checks the session again too, and the role while membership changes
      // cannot be heard: the fallback while changes cannot be heard.
      const keepAlive = setInterval(() => {
        const check = streams.membersHeard ? authenticate.call(app, req, reply) : recheck();
        check.then(
          () => void (ended || stream.write(': keep-alive\n\n')),
          () => end(),
        );
      }, keepAliveMs);
      keepAlive.unref();
      // The client went away (tab closed, network lost): its subscription goes with it.
      reply.raw.once('close', end);
      stream.write(': connected\nretry: 2000\n\n');
      try {
        unsubscribe = await feed.subscribe(match.id, lastEventId(req.headers['last-event-id']), {
          deliver: (rows) => {
            if (!ended) stream.write(rows.map(frame).join(''));
          },
          end,
        });
      } catch (err) {
        // Its place under the caps goes with it.
        end();
        throw err;
      }
      if (ended) unsubscribe();
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The 200 schema documents the stream; fastify pipes a stream as is, never through the serializer.
          .send(stream as unknown as string)
      );
    },
  );
};

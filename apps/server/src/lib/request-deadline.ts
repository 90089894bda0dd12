import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** How long a client may take to send a request, by part (issue 41). */
export interface RequestDeadlines {
  /** From the first byte to the end of the headers. */
  headersMs: number;
  /** From the headers to the end of the body, on a route that takes JSON or another small body. */
  bodyMs: number;
  /** The same, on a route that takes a multipart upload (avatars, badges, contact attachments). */
  uploadMs: number;
  /** Longest silence on a connection (the live streams write a keep-alive well within it). */
  idleMs: number;
}

const hasBody = (req: FastifyRequest): boolean => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/** Routes that declare a multipart body in their schema get the upload deadline. */
const takesUploads = (req: FastifyRequest): boolean => {
  const consumes = (req.routeOptions.schema as { consumes?: readonly string[] } | undefined)
    ?.consumes;
  return consumes?.includes('multipart/form-data') ?? false;
};

/**
 * The body did not arrive in time: 408 with the usual error body when nothing was answered yet,
 * and the connection closed either way (a trickling client keeps no socket).
 */
function expire(req: FastifyRequest, reply: FastifyReply): void {
  const socket = req.raw.socket;
  req.log.info({ timeout: true }, 'request body not received in time: connection closed');
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(req, 'REQUEST_TIMEOUT'));
  reply.raw.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  reply.raw.end(body, () => socket.destroy());
  // A client that reads nothing does not hold the socket either.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Node's server settings for the headers, the idle connection and a backstop above the longest body. */
export function serverDeadlines(d: RequestDeadlines) {
  return {
    connectionTimeout: d.idleMs,
    requestTimeout: d.headersMs + Math.max(d.bodyMs, d.uploadMs),
    http: {
      headersTimeout: d.headersMs,
      // Node checks these deadlines on this beat (30 s by default, late by up to as much).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(d.headersMs / 4))),
    },
  };
}

/**
 * Bounds every request in time: headers and idle connections by Node's server settings, the body
 * by a timer per request that starts when the headers are in and stops when the body has been
 * read (or the connection closed). Node's own request timeout stays as a backstop above the
 * longest deadline. Without this a client that sends headers and then trickles or stalls its body
 * keeps its socket and its parser for good.
 */
export function installRequestDeadlines(app: FastifyInstance, d: RequestDeadlines): void {
  app.addHook('onRequest', (req, reply, done) => {
    // An injected request (tests, the sandbox's own webhook delivery) has no connection to hold.
    if (!hasBody(req) || req.raw.complete || !(req.raw.socket instanceof Socket)) return done();
    const ms = takesUploads(req) ? d.uploadMs : d.bodyMs;
    const timer = setTimeout(() => expire(req, reply), ms);
    timer.unref();
    const socket = req.raw.socket;
    // The socket outlives the request on a kept-alive connection: its listener goes with the
    // request, or every request of a long connection would leave one behind.
    const clear = () => {
      clearTimeout(timer);
      socket.off('close', clear);
    };
    req.raw.once('end', clear);
    req.raw.once('close', clear);
    socket.once('close', clear);
    done();
  });
}

import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  BROTLI_OPTIONS,
  CompressedForms,
  GZIP_OPTIONS,
  type TEncoding,
} from '../lib/compressed-forms';

/** Replies shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const ENCODINGS: TEncoding[] = ['br', 'gzip'];

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Text replies (JSON above all) of 1 KB or more go brotli- or gzip-compressed to a client
 * that accepts it, with `Vary: Accept-Encoding`, by @fastify/compress. The live stream
 * (text/event-stream), PDFs, images and the web build (registered before this plugin, and
 * precompressed) pass as they are. A reply a route marks as sent again (`reply.compressFrom`,
 * a cached list) is compressed once and its compressed form kept: compressing a squad's list
 * on every read cost most of its rate. Applies to the routes registered after it.
 */
export const compressionPlugin = fp(
  async (app) => {
    const negotiator = new Negotiator({
      supportedValues: ENCODINGS,
      // Browsers send a handful of distinct headers.
      cache: new LRUCache<string, string>({ max: 64 }),
    });
    const kept = new CompressedForms();
    app.decorateReply('compressFrom', null);
    // Before the library's hook, which passes a reply that already has its coding.
    app.addHook('onSend', (req, reply, payload, done) => {
      if (reply.compressFrom === null || payload !== reply.compressFrom) return done(null, payload);
      if (payload.length < COMPRESS_MIN_BYTES) return done(null, payload);
      const header = req.headers['accept-encoding'];
      const encoding = header ? negotiator.negotiate(header.toLowerCase()) : null;
      if (!encoding) return done(null, payload);
      const form = kept.get(payload, encoding);
      addVary(reply);
      reply.header('content-encoding', encoding);
      reply.header('content-length', form.length);
      done(null, form);
    });
    await app.register(compress, {
      threshold: COMPRESS_MIN_BYTES,
      encodings: ENCODINGS,
      // Request bodies are never compressed by our clients: one sent so is refused as before.
      globalDecompression: false,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
      // Lists of a whole squad run to tens of KB: compressed in one call, not through a stream.
      syncThreshold: 128 * 1024,
    });
  },
  { name: 'compression' },
);

declare module 'fastify' {
  interface FastifyReply {
    /** The reply text this reply sends again (a cached list): its compressed form is kept. */
    compressFrom: string | null;
  }
}

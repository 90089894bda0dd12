import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Replies shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Text replies (JSON above all) of 1 KB or more go brotli- or gzip-compressed to a client
 * that accepts it, with `Vary: Accept-Encoding`. The live stream (text/event-stream), PDFs,
 * images and the web build (registered before this plugin, and precompressed) pass as they are.
 * Applies to the routes registered after it; its hook runs after the app's own onSend hooks.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      // Request bodies are never compressed by our clients: one sent so is refused as before.
      globalDecompression: false,
      // Quality 4: about gzip's speed at a smaller size; JSON is text.
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors';
import { isApiPath } from '../lib/route-guards';
import { documentOnlyHeaders } from './security';

/** Built files at the root that name the others: never kept without asking the server. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * The built web app (when WEB_DIST_DIR holds one), its client-side routes booting from
 * index.html, and the 404 of everything else.
 */
export const staticWebPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const webIndex = path.join(webDistDir, 'index.html');
    const serveWeb = existsSync(webIndex);
    if (serveWeb) {
      const documentOnly = documentOnlyHeaders();
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // One wildcard route: a route per built file (and per .br/.gz) took a tenth of a restart to
        // register. A path with no file reaches the not-found handler below (SPA fallback or 404).
        wildcard: true,
        // The build writes .br and .gz beside each file (apps/web/precompress.ts); sent by Accept-Encoding, with Vary.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const page = /\.html?$/i.test(filePath);
          // Vite fingerprints everything under /assets: kept a year, without the headers only a
          // document reads, unless the file opens as one when visited (an SVG).
          if (filePath.startsWith(path.join(webDistDir, 'assets') + path.sep)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
            if (!page && !/\.svg$/i.test(filePath)) {
              for (const name of documentOnly) reply.removeHeader(name);
            }
            return;
          }
          // The pages must be revalidated, or a new deployment's index.html would wait; so must the
          // service worker and the web manifest (decision 0133): a day-old sw.js would hold every
          // device on the last version, and the worker itself caches the app. The public folder's
          // other files (the icon, which the splash and the browser's tab each ask for during a
          // first load) keep a day.
          const revalidate = page || ALWAYS_REVALIDATED.has(path.relative(webDistDir, filePath));
          reply.header('cache-control', revalidate ? 'no-cache' : 'public, max-age=86400');
        },
      });
    }

    app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
      const url = req.raw.url ?? req.url;
      const isAsset = url.startsWith('/assets/');
      if (
        serveWeb &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        !isApiPath(url) &&
        !isAsset
      ) {
        // SPA fallback: client-side routes all boot from index.html; a missing asset stays a 404.
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(errorBody(req, 'NOT_FOUND'));
    });
  },
  { name: 'static-web' },
);

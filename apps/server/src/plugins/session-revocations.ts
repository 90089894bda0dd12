import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { SESSIONS_CHANNEL, type SessionCache } from '../lib/session-cache';

/**
 * Sessions are cached only while revocations by other instances are heard. The listening
 * connection reconnects in the background: its loss and its return are logged.
 */
export const sessionRevocationsPlugin = fp<{ database: Database; sessionCache: SessionCache }>(
  async (app, { database, sessionCache }) => {
    app.decorate('sessionCache', sessionCache);
    const handlers = sessionCache.listenHandlers;
    try {
      await database.listen(SESSIONS_CHANNEL, {
        ...handlers,
        onLost: () => {
          app.log.warn('lost the session revocations channel: every request checks its session');
          handlers.onLost?.();
        },
        onGap: () => {
          app.log.info('session revocations channel back: sessions are cached again');
          handlers.onGap?.();
        },
      });
      sessionCache.setListening(true);
    } catch (err) {
      app.log.warn(
        { err },
        'not listening for session revocations: every request checks its session',
      );
    }
  },
  { name: 'session-revocations' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions of this instance; tests await its invalidation by another instance. */
    sessionCache: SessionCache;
  }
}

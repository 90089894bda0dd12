import fp from 'fastify-plugin';
import type { Services } from '../services';

/** Keeps the cached replies of a signed-in user true to that user's own writes. */
export const replyCachePlugin = fp<{ services: Services }>(
  async (app, { services }) => {
    // A signed-in write forgets the writer's cached replies before its answer leaves: the database tells
    // every instance too (decision 0064), but asynchronously, and the writer's next read must see its write.
    app.addHook('onSend', (req, _reply, payload, done) => {
      if (req.auth && req.method !== 'GET' && req.method !== 'HEAD')
        services.sessionCache.forgetReplies(req.auth.userId);
      done(null, payload);
    });
  },
  { name: 'reply-cache' },
);

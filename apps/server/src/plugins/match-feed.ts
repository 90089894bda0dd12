import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { EventsRepository, FEED_PAGE, MATCH_EVENTS_CHANNEL, MatchFeed } from '../modules/match-log';

/** `app.matchFeed`: this instance's fan-out of appended match events to the open live streams. */
export const matchFeedPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    // Live streams of match events (decision 0047): one LISTEN per instance, ended before the server closes.
    const feedEvents = new EventsRepository(database.db);
    const feed = new MatchFeed({
      listen: (channel, handlers) => database.listen(channel, handlers),
      read: (matchId, afterSeq) => feedEvents.after(matchId, afterSeq, FEED_PAGE),
      channel: MATCH_EVENTS_CHANNEL,
      onError: (err) => app.log.error({ err }, 'could not read new match events for the streams'),
    });
    app.decorate('matchFeed', feed);
    app.addHook('preClose', () => feed.close());
  },
  { name: 'match-feed' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's fan-out of appended match events to open streams. */
    matchFeed: MatchFeed;
  }
}

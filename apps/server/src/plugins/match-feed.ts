import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  EventsRepository,
  FEED_PAGE,
  LiveStreams,
  MATCH_EVENTS_CHANNEL,
  MatchFeed,
  type LiveStreamLimits,
} from '../modules/match-log';

/** `app.matchFeed`: this instance's fan-out of appended match events to the open live streams. */
export const matchFeedPlugin = fp<{ database: Database; streamLimits: LiveStreamLimits }>(
  async (app, { database, streamLimits }) => {
    // Live streams of match events (decision 0047): one LISTEN per instance, ended before the server closes.
    const feedEvents = new EventsRepository(database.db);
    const feed = new MatchFeed({
      listen: (channel, handlers) => database.listen(channel, handlers),
      read: (matchId, afterSeq) => feedEvents.after(matchId, afterSeq, FEED_PAGE),
      channel: MATCH_EVENTS_CHANNEL,
      onError: (err) => app.log.error({ err }, 'could not read new match events for the streams'),
    });
    app.decorate('matchFeed', feed);
    // A change of a user heard from the database (after the session revocations' plugin): their streams check again.
    const streams = new LiveStreams(streamLimits);
    app.sessionCache.onForget((userId) => streams.userChanged(userId));
    app.decorate('liveStreams', streams);
    app.addHook('preClose', () => feed.close());
  },
  { name: 'match-feed', dependencies: ['session-revocations'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's fan-out of appended match events to open streams. */
    matchFeed: MatchFeed;
    /** This instance's open live streams (caps, and their checks when a user changes). */
    liveStreams: LiveStreams;
  }
}

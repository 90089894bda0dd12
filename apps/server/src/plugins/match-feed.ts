import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import {
  LIVE_SHARES_CHANNEL,
  LiveShareRepository,
} from '../modules/live-share/live-share.repository';
import { PublicHubs } from '../modules/live-share/public-hub';
import {
  EventsRepository,
  FEED_PAGE,
  LiveStreams,
  MATCH_EVENTS_CHANNEL,
  MatchFeed,
  type LiveStreamLimits,
} from '../modules/match-log';
import { MatchesRepository } from '../modules/matches/matches.repository';

export interface MatchFeedPluginOptions {
  database: Database;
  clock: Clock;
  /** How often a public hub checks its link and sends a keep-alive (default 15 s; tests shorten it). */
  publicCheckMs?: number;
  streamLimits: LiveStreamLimits;
}

/**
 * `app.matchFeed`: this instance's fan-out of appended match events to the open live streams;
 * `app.publicHubs`: the public pages' per-match state, fed by it (decision 0136).
 */
export const matchFeedPlugin = fp<MatchFeedPluginOptions>(
  async (app, { database, clock, publicCheckMs, streamLimits }) => {
    // Live streams of match events (decision 0047): one LISTEN per instance, ended before the server closes.
    const feedEvents = new EventsRepository(database.db);
    const feed = new MatchFeed({
      listen: (channel, handlers) => database.listen(channel, handlers),
      read: (matchId, afterSeq) => feedEvents.after(matchId, afterSeq, FEED_PAGE),
      channel: MATCH_EVENTS_CHANNEL,
      onError: (err) => app.log.error({ err }, 'could not read new match events for the streams'),
    });
    const shares = new LiveShareRepository(database.db);
    const matches = new MatchesRepository(database.db);
    const hubs = new PublicHubs({
      subscribe: (matchId, afterSeq, sub) => feed.subscribe(matchId, afterSeq, sub),
      listen: (channel, handlers) => database.listen(channel, handlers),
      channel: LIVE_SHARES_CHANNEL,
      link: (matchId) => shares.findActiveLink(matchId),
      roster: (teamId) => matches.roster(teamId),
      events: (matchId) => shares.timedEvents(matchId),
      now: () => clock.now(),
      checkMs: publicCheckMs ?? 15_000,
      onError: (err) => app.log.error({ err }, 'could not check a live link for its streams'),
    });
    app.decorate('matchFeed', feed);
    // A change of a user heard from the database (after the session revocations' plugin): their streams check again.
    const streams = new LiveStreams(streamLimits);
    app.sessionCache.onForget((userId) => streams.userChanged(userId));
    app.decorate('liveStreams', streams);
    app.decorate('publicHubs', hubs);
    app.addHook('preClose', async () => {
      await hubs.close();
      await feed.close();
    });
  },
  { name: 'match-feed', dependencies: ['session-revocations'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's fan-out of appended match events to open streams. */
    matchFeed: MatchFeed;
    /** This instance's open live streams (caps, and their checks when a user changes). */
    liveStreams: LiveStreams;
    /** The public live pages' streams, one hub per match (decision 0136). */
    publicHubs: PublicHubs;
  }
}

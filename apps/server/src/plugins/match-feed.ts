import type { FastifyInstance } from 'fastify';
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
    await listenToMembers(app, database, streams);
    app.decorate('publicHubs', hubs);
    app.addHook('preClose', async () => {
      await hubs.close();
      await feed.close();
    });
  },
  { name: 'match-feed', dependencies: ['session-revocations'] },
);

/** The channel of migration 0032: '<team id>:<user id>' when a membership is changed or removed. */
export const TEAM_MEMBERS_CHANNEL = 'team_members';

/**
 * A member removed or given another role (by any path: the trigger announces it) has their
 * streams of the team's matches checked again at once (decision 0180). While the channel is lost
 * the keep-alives check roles; when it is back, every stream checks (a change may have been missed).
 */
async function listenToMembers(
  app: FastifyInstance,
  database: Database,
  streams: LiveStreams,
): Promise<void> {
  try {
    await database.listen(TEAM_MEMBERS_CHANNEL, {
      onPayload: (payload) => {
        const [teamId, userId] = payload.split(':');
        if (teamId && userId) streams.memberChanged(teamId, userId);
      },
      onLost: () => {
        streams.membersHeard = false;
        app.log.warn("lost the team members channel: keep-alives check the streams' roles");
      },
      onGap: () => {
        streams.membersHeard = true;
        streams.userChanged('*');
      },
    });
    streams.membersHeard = true;
  } catch (err) {
    app.log.warn({ err }, "not listening for team members: keep-alives check the streams' roles");
  }
}

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

/**
 * A match's event log and everything derived from it: the events routes, their live stream and
 * its feed, the one append path, the figures rows it writes, and the match's rules and status.
 * Other modules use it only through this file.
 */
export { BAND_SEC, DERIVATION_VERSION, deriveMatch, type DerivedMatch } from './derive';
export { eventsRoutes } from './events.routes';
export { EventsRepository, MATCH_EVENTS_CHANNEL } from './events.repository';
export { EventsService, type AppendResult, type MatchProgress } from './events.service';
export { eventsStreamRoutes } from './events.stream';
export { FEED_PAGE, MATCH_GONE_PREFIX, MatchFeed, type FeedSubscriber } from './match-feed';
export { LiveStreams, type LiveStreamLimits } from './live-streams';
export { matchStatus, rulesConfig, type RosterPlayer } from './match-rules';
export { acceptsEvents, canMoveTo, statusFromState } from './match-status';
export { deriveFigures, rederiveOutdated } from './rederive';

/** The public entry of the matches feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { getMatchEvents } from './api/get-match-events';
export { type TSquadPlayer } from './api/get-squad';
export { teamMatchesQuery, useTeamMatchesQuery } from './api/get-team-matches';
export { matchKeys } from './api/keys';
export { postMatchEvent } from './api/post-match-event';
export { CardMark, EventIcon } from './components/EventIcon';
export { TimelineRow } from './components/TimelineRow';
export { describeEntry } from './lib/describe-event';
export { recordLoggers, useEventLoggers } from './lib/event-loggers';
export { indexSquad, playerLabel, rulesConfig, type TPlayerIndex } from './lib/rules-config';
export { matchBase } from './paths';

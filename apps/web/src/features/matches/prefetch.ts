import { isValidId } from '@futsal/shared/ids';
import { warm, type Prefetcher } from '../../app/server-state/prefetch';
import { matchQuery } from './api/get-match';
import { matchEventsQuery } from './api/get-match-events';
import { squadQuery } from './api/get-squad';

/** A match's page (lineup or live console): the match, the squad and the log. */
const prefetchMatch: Prefetcher = (client, { teamId, matchId }) => {
  if (!teamId || !matchId || !isValidId(teamId) || !isValidId(matchId)) return;
  warm(client, matchQuery(matchId));
  warm(client, squadQuery(teamId));
  warm(client, matchEventsQuery(matchId));
};

export default prefetchMatch;

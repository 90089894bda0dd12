import { isValidId } from '@futsal/shared/ids';
import { warm, type Prefetcher } from '../../app/server-state/prefetch';
import { matchStatsQuery } from '../stats';
import prefetchMatch from './prefetch';

/** A match's details: what its page shows, and the match's figures. */
const prefetchMatchDetails: Prefetcher = (client, params, search) => {
  prefetchMatch(client, params, search);
  const { matchId } = params;
  if (matchId && isValidId(matchId) && params.teamId && isValidId(params.teamId))
    warm(client, matchStatsQuery(matchId));
};

export default prefetchMatchDetails;

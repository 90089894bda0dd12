import { isValidId } from '@futsal/shared/ids';
import { warm, type Prefetcher } from '../../app/server-state/prefetch';
import { teamCompetitionsQuery } from '../competitions';
import { teamStatsQuery } from './api/get-team-stats';
import { readStatsFilters } from './lib/stats-query';

/** A team's statistics or summary: the figures for the address's filters, and the competitions. */
const prefetchTeamStats: Prefetcher = (client, { teamId }, search) => {
  if (!teamId || !isValidId(teamId)) return;
  warm(client, teamStatsQuery(teamId, readStatsFilters(search)));
  warm(client, teamCompetitionsQuery(teamId));
};

export default prefetchTeamStats;

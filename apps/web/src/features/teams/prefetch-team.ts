import { isValidId } from '@futsal/shared/ids';
import { warm, type Prefetcher } from '../../app/server-state/prefetch';
import { teamMatchesQuery } from '../matches';
import { teamCompetitionsQuery } from '../competitions';
import { teamsQuery } from './api/get-teams';

/** A team's page: the coach's teams (the team's full record), its matches and competitions. */
const prefetchTeam: Prefetcher = (client, { teamId }) => {
  if (!teamId || !isValidId(teamId)) return;
  warm(client, teamsQuery());
  warm(client, teamMatchesQuery(teamId));
  warm(client, teamCompetitionsQuery(teamId));
};

export default prefetchTeam;

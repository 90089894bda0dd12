import { warm, type Prefetcher } from '../../app/server-state/prefetch';
import { teamsQuery } from './api/get-teams';

/** /teams: the coach's teams. */
const prefetchTeams: Prefetcher = (client) => warm(client, teamsQuery());

export default prefetchTeams;

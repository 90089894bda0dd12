import { isValidId } from '@futsal/shared/ids';
import { meQuery } from '../../features/auth/api/use-me-query';
import { settingsQuery } from '../../features/settings/api/get-settings';
import { currentSubscriptionQuery } from '../../features/subscription/api/get-current-subscription';
import { teamQuery } from '../../features/teams/api/get-team';
import { teamTournamentsQuery } from '../../features/tournaments/api/get-team-tournaments';
import { warm, type Prefetcher } from './prefetch';

/** What the signed-in shell asks for on every page: the user, settings, plan; the team's menu. */
const prefetchShell: Prefetcher = (client, { teamId }) => {
  warm(client, meQuery());
  warm(client, settingsQuery());
  warm(client, currentSubscriptionQuery());
  if (teamId && isValidId(teamId)) {
    warm(client, teamQuery(teamId));
    warm(client, teamTournamentsQuery(teamId));
  }
};

export default prefetchShell;

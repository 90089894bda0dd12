import { isValidId } from '@futsal/shared/ids';
import { meQuery } from '../../features/auth/api/use-me-query';
import { teamQuery } from '../../features/teams/api/get-team';
import { warm, type Prefetcher } from './prefetch';

/**
 * What the signed-in shell shows on every page's first screen: the user and the team. The
 * settings and the plan wait for the page to be drawn (SettingsSync, SubscribeButton), and the
 * team's competitions for the menu that lists them: each request sent beside a page's own files
 * and data delayed its largest paint on a phone (decision 0084).
 */
const prefetchShell: Prefetcher = (client, { teamId }) => {
  warm(client, meQuery());
  if (teamId && isValidId(teamId)) warm(client, teamQuery(teamId));
};

export default prefetchShell;

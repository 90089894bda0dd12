import type { TTeamRole } from '@futsal/shared';
import type { Db } from '../src/db/client';
import { teamMembers } from '../src/db/schema';
import { registerAndLogin, type RegisteredUser } from './helpers';
import type { App } from '../src/app';

/**
 * A new signed-in user who works on a team in a role, as an accepted
 * invitation would leave them (tests of what a role may do start here).
 */
export async function staffMember(
  app: App,
  db: Db,
  teamId: string,
  role: Exclude<TTeamRole, 'owner'>,
): Promise<RegisteredUser> {
  const user = await registerAndLogin(app);
  await db.insert(teamMembers).values({ teamId, userId: user.user.id, role });
  return user;
}

import { can, type TPermission, type TTeamRole } from '@futsal/shared/roles';
import { useTeamsQuery } from './get-teams';

/**
 * The signed-in user's role on a team (issue 40), from GET /teams; null while
 * it loads or when the team is not theirs. Pages hide what the role may not do
 * with `useCan`; the server refuses it either way (403 ROLE_FORBIDDEN).
 */
export function useTeamRole(teamId: string | undefined): TTeamRole | null {
  const teams = useTeamsQuery();
  return teams.data?.find((t) => t.id === teamId)?.role ?? null;
}

/** Whether the signed-in user's role on the team allows an action; false while loading. */
export function useCan(teamId: string | undefined, permission: TPermission): boolean {
  return can(useTeamRole(teamId), permission);
}

/**
 * Whether the signed-in user owns the team, whose plan sets its limits: staff see none of the
 * plan's usage or upgrade prompts on it, which only the owner can act on (decision 0181).
 */
export function useIsTeamOwner(teamId: string | undefined): boolean {
  return useTeamRole(teamId) === 'owner';
}

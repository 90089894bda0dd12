import { can, type TPermission, type TTeamRole } from '@futsal/shared/roles';
import { useTeamQuery } from './get-team';
import { useTeamsQuery } from './get-teams';

/**
 * The signed-in user's role on a team (issue 40), from GET /teams or else from GET /teams/{id}
 * (the one the device keeps for the console with no signal); null while it loads or when the
 * team is not theirs. Pages hide what the role may not do with `useCan`; the server refuses it
 * either way (403 ROLE_FORBIDDEN).
 */
export function useTeamRole(teamId: string | undefined): TTeamRole | null {
  return useTeamRoleState(teamId).role;
}

/**
 * The role and whether it is still being asked for: a page whose actions follow the role holds
 * its skeleton (or keeps their places) until it is known, so nothing moves when it comes (0110).
 */
export function useTeamRoleState(teamId: string | undefined): {
  role: TTeamRole | null;
  pending: boolean;
} {
  const teams = useTeamsQuery();
  const team = useTeamQuery(teamId);
  const role = teams.data?.find((t) => t.id === teamId)?.role ?? team.data?.role ?? null;
  return { role, pending: role === null && (teams.isPending || team.isPending) };
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

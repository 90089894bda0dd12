/** The public entry of the teams feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { teamKeys, useTeamQuery } from './api/get-team';
export { useCan, useIsTeamOwner, useTeamRole, useTeamRoleState } from './api/use-team-role';
export { RoleBadge } from './components/RoleBadge';

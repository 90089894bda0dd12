import type { TTeam } from '@futsal/shared/schemas/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { teamKeys } from './get-team';

/** GET /teams: the signed-in coach's teams. */
export async function getTeams(): Promise<TTeam[]> {
  return checked(api.get('/teams'), () =>
    import('@futsal/shared/schemas/team').then((m) => m.ZTeamList),
  );
}

export const teamsQuery = () => queryOptions({ queryKey: teamKeys.list, queryFn: getTeams });

export function useTeamsQuery() {
  return useQuery(teamsQuery());
}

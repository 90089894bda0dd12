import { ZTeam, type TTeam } from '@futsal/shared/schemas/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

/** GET /teams: the signed-in coach's teams. */
export async function getTeams(): Promise<TTeam[]> {
  return z.array(ZTeam).parse(await api.get<unknown>('/teams'));
}

export const teamsQuery = () => queryOptions({ queryKey: teamKeys.list, queryFn: getTeams });

export function useTeamsQuery() {
  return useQuery(teamsQuery());
}

import { ZTeam, type TTeam } from '@futsal/shared/schemas/team';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

/** GET /teams: the signed-in coach's teams. */
export async function getTeams(): Promise<TTeam[]> {
  return z.array(ZTeam).parse(await api.get<unknown>('/teams'));
}

export function useTeamsQuery() {
  return useQuery({ queryKey: teamKeys.list, queryFn: getTeams });
}

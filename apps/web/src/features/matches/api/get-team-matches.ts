import { ZMatch, type TMatch } from '@futsal/shared/schemas/match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** GET /matches/team/{teamId}. */
export async function getTeamMatches(teamId: string): Promise<TMatch[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return z.array(ZMatch).parse(await api.get<unknown>(`/matches/team/${teamId}`));
}

export const teamMatchesQuery = (teamId: string) =>
  queryOptions({ queryKey: matchKeys.byTeam(teamId), queryFn: () => getTeamMatches(teamId) });

export function useTeamMatchesQuery(teamId: string | undefined, enabled = true) {
  return useQuery({ ...teamMatchesQuery(teamId ?? ''), enabled: Boolean(teamId) && enabled });
}

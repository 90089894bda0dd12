import type { TMatch } from '@futsal/shared/schemas/match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';
import { matchKeys } from './keys';

/** GET /matches/team/{teamId}. */
export async function getTeamMatches(teamId: string): Promise<TMatch[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(api.get(`/matches/team/${teamId}`), () =>
    import('@futsal/shared/schemas/match').then((m) => m.ZMatchList),
  );
}

export const teamMatchesQuery = (teamId: string) =>
  queryOptions({ queryKey: matchKeys.byTeam(teamId), queryFn: () => getTeamMatches(teamId) });

export function useTeamMatchesQuery(teamId: string | undefined, enabled = true) {
  return useQuery({ ...teamMatchesQuery(teamId ?? ''), enabled: Boolean(teamId) && enabled });
}

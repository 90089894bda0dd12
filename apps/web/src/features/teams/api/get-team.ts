import type { TTeamDetail, TTeamSummary } from '@futsal/shared/schemas/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';

export type { TTeamSummary };

export const teamKeys = {
  all: ['teams'] as const,
  list: ['teams', 'list'] as const,
  detail: (id: string) => ['teams', id] as const,
};

/** GET /teams/{id}: id, name, description, division and logo (spec §3), and the caller's role. */
export async function getTeam(id: string): Promise<TTeamDetail> {
  requireId(id, 'TEAM_ID_INVALID');
  return checked(api.get(`/teams/${id}`), () =>
    import('@futsal/shared/schemas/team').then((m) => m.ZTeamDetail),
  );
}

export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: () => getTeam(teamId),
    retry: false,
    staleTime: 60_000,
  });

export function useTeamQuery(teamId: string | undefined) {
  return useQuery({ ...teamQuery(teamId ?? ''), enabled: Boolean(teamId) });
}

import type { TCompetition } from '@futsal/shared/schemas/competition';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';

export const competitionKeys = {
  byTeam: (teamId: string) => ['tournaments', 'team', teamId] as const,
  detail: (id: string) => ['tournaments', id] as const,
};

/** GET /tournaments/team/{teamId}. */
export async function getTeamCompetitions(teamId: string): Promise<TCompetition[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(api.get(`/tournaments/team/${teamId}`), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetitionList),
  );
}

export const teamCompetitionsQuery = (teamId: string) =>
  queryOptions({
    queryKey: competitionKeys.byTeam(teamId),
    queryFn: () => getTeamCompetitions(teamId),
    retry: false,
  });

/** The team's competitions; reloaded when the browser event `competitionCreated` is raised. */
export function useTeamCompetitionsQuery(teamId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!teamId) return;
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: competitionKeys.byTeam(teamId) });
    window.addEventListener('competitionCreated', reload);
    return () => window.removeEventListener('competitionCreated', reload);
  }, [teamId, queryClient]);
  return useQuery({ ...teamCompetitionsQuery(teamId ?? ''), enabled: Boolean(teamId) });
}

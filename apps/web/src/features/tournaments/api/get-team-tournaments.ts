import type { TCompetition } from '@futsal/shared/schemas/competition';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';

export const tournamentKeys = {
  byTeam: (teamId: string) => ['tournaments', 'team', teamId] as const,
  detail: (id: string) => ['tournaments', id] as const,
};

/** GET /tournaments/team/{teamId}. */
export async function getTeamTournaments(teamId: string): Promise<TCompetition[]> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(api.get(`/tournaments/team/${teamId}`), () =>
    import('@futsal/shared/schemas/competition').then((m) => m.ZCompetitionList),
  );
}

export const teamTournamentsQuery = (teamId: string) =>
  queryOptions({
    queryKey: tournamentKeys.byTeam(teamId),
    queryFn: () => getTeamTournaments(teamId),
    retry: false,
  });

/** The team's competitions; reloaded when the browser event `tournamentCreated` is raised. */
export function useTeamTournamentsQuery(teamId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!teamId) return;
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.byTeam(teamId) });
    window.addEventListener('tournamentCreated', reload);
    return () => window.removeEventListener('tournamentCreated', reload);
  }, [teamId, queryClient]);
  return useQuery({ ...teamTournamentsQuery(teamId ?? ''), enabled: Boolean(teamId) });
}

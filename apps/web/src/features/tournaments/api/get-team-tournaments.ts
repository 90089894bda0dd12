import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { resourceId, unwrap } from '../../../lib/normalize';

export interface TTournamentSummary {
  id: string;
  name: string;
  type: 'tournament' | 'cup' | string;
  startDate: string | null;
  endDate: string | null;
  status: string;
}

export const tournamentKeys = {
  byTeam: (teamId: string) => ['tournaments', 'team', teamId] as const,
  detail: (id: string) => ['tournaments', id] as const,
};

export function toTournamentSummary(raw: Record<string, unknown>): TTournamentSummary | null {
  const id = resourceId(raw);
  if (!id) return null;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    type: typeof raw.type === 'string' ? raw.type : 'tournament',
    startDate: typeof raw.startDate === 'string' && raw.startDate ? raw.startDate : null,
    endDate: typeof raw.endDate === 'string' && raw.endDate ? raw.endDate : null,
    status: typeof raw.status === 'string' ? raw.status : '',
  };
}

/** GET /tournaments/team/{teamId}. */
export async function getTeamTournaments(teamId: string): Promise<TTournamentSummary[]> {
  if (!isValidId(teamId)) throw new Error('ID de equipo inválido');
  const list = unwrap<unknown>(
    await api.get<unknown>(`/tournaments/team/${teamId}`),
    'tournaments',
  );
  if (!Array.isArray(list)) return [];
  return list
    .map((t) => toTournamentSummary(t as Record<string, unknown>))
    .filter((t): t is TTournamentSummary => t !== null);
}

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
  return useQuery({
    queryKey: tournamentKeys.byTeam(teamId ?? ''),
    queryFn: () => getTeamTournaments(teamId ?? ''),
    enabled: Boolean(teamId),
    retry: false,
  });
}

import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceId, unwrap } from '../../../lib/normalize';

export interface TTeamSummary {
  id: string;
  name: string;
  description: string;
  division: string;
  logo: string | null;
}

export const teamKeys = {
  all: ['teams'] as const,
  list: ['teams', 'list'] as const,
  detail: (id: string) => ['teams', id] as const,
};

/** GET /teams/{id}: id, name, description, division and logo (spec §3). */
export async function getTeam(id: string): Promise<TTeamSummary> {
  if (!isValidId(id)) throw new Error('ID de equipo inválido');
  const raw = unwrap<Record<string, unknown>>(await api.get<unknown>(`/teams/${id}`), 'team');
  const teamId = resourceId(raw as { id?: unknown; _id?: unknown });
  if (!raw || !teamId) throw new Error('La API devolvió un equipo sin ID válido');
  return {
    id: teamId,
    name: typeof raw.name === 'string' && raw.name ? raw.name : 'Sin nombre',
    description: typeof raw.description === 'string' ? raw.description : '',
    division: typeof raw.division === 'string' ? raw.division : '',
    logo: typeof raw.logo === 'string' && raw.logo ? raw.logo : null,
  };
}

export function useTeamQuery(teamId: string | undefined) {
  return useQuery({
    queryKey: teamKeys.detail(teamId ?? ''),
    queryFn: () => getTeam(teamId ?? ''),
    enabled: Boolean(teamId),
    retry: false,
    staleTime: 60_000,
  });
}

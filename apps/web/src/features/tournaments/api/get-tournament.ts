import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { toTournamentSummary, tournamentKeys, type TTournamentSummary } from './get-team-tournaments';

/** GET /tournaments/{id}. */
export async function getTournament(id: string): Promise<TTournamentSummary> {
  if (!isValidId(id)) throw new Error('ID de torneo inválido');
  const raw = unwrap<Record<string, unknown>>(await api.get<unknown>(`/tournaments/${id}`), 'tournament');
  const t = raw ? toTournamentSummary(raw) : null;
  if (!t) throw new Error('ID de torneo inválido');
  return t;
}

export function useTournamentQuery(id: string | undefined) {
  return useQuery({
    queryKey: tournamentKeys.detail(id ?? ''),
    queryFn: () => getTournament(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}

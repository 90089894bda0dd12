import { isValidId } from '@futsal/shared/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import {
  toTournamentSummary,
  tournamentKeys,
  type TTournamentSummary,
} from './get-team-tournaments';

/** A competition as read (spec §3): the summary plus every form field; missing texts are ''. */
export interface TCompetitionView extends TTournamentSummary {
  teamId: string;
  description: string;
  location: string;
  organizer: string;
  maxTeams: number | null;
  format: string;
  prize: string;
  rules: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toCompetition(raw: Record<string, unknown>): TCompetitionView | null {
  const summary = toTournamentSummary(raw);
  if (!summary) return null;
  return {
    ...summary,
    startDate: summary.startDate ? summary.startDate.slice(0, 10) : null,
    endDate: summary.endDate ? summary.endDate.slice(0, 10) : null,
    teamId: str(raw.teamId) || str(raw.team),
    description: str(raw.description),
    location: str(raw.location),
    organizer: str(raw.organizer),
    maxTeams: typeof raw.maxTeams === 'number' ? raw.maxTeams : null,
    format: str(raw.format),
    prize: str(raw.prize),
    rules: str(raw.rules),
  };
}

/** GET /tournaments/{id}. */
export async function getTournament(id: string): Promise<TCompetitionView> {
  if (!isValidId(id)) throw new Error('ID de torneo inválido');
  const raw = unwrap<Record<string, unknown>>(
    await api.get<unknown>(`/tournaments/${id}`),
    'tournament',
  );
  const t = raw && typeof raw === 'object' ? toCompetition(raw) : null;
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

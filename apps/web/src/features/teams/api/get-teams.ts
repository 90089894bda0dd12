import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resourceId, unwrap } from '../../../lib/normalize';
import { teamKeys } from './get-team';

export interface TTeamStatistics {
  gamesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** An item of GET /teams (spec §3), normalised: missing values become defaults. */
export interface TTeamListItem {
  id: string;
  name: string;
  description: string;
  division: string;
  logo: string | null;
  foundedYear: number | null;
  coach: string;
  players: string[];
  statistics: TTeamStatistics;
  createdAt: string;
  updatedAt: string;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toTeamListItem(raw: Record<string, unknown>): TTeamListItem | null {
  const id = resourceId(raw);
  if (!id) return null;
  const s = (raw.statistics ?? {}) as Record<string, unknown>;
  return {
    id,
    name: str(raw.name) || 'Sin nombre',
    description: str(raw.description),
    division: str(raw.division),
    logo: typeof raw.logo === 'string' && raw.logo ? raw.logo : null,
    foundedYear: typeof raw.foundedYear === 'number' ? raw.foundedYear : null,
    coach: str(raw.coach),
    players: Array.isArray(raw.players)
      ? raw.players.filter((p): p is string => typeof p === 'string')
      : [],
    statistics: {
      gamesPlayed: num(s.gamesPlayed),
      wins: num(s.wins),
      draws: num(s.draws),
      losses: num(s.losses),
      goalsFor: num(s.goalsFor),
      goalsAgainst: num(s.goalsAgainst),
    },
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt),
  };
}

/** GET /teams: the signed-in coach's teams. */
export async function getTeams(): Promise<TTeamListItem[]> {
  const list = unwrap<unknown>(await api.get<unknown>('/teams'), 'teams');
  if (!Array.isArray(list)) throw new Error('La API devolvió un formato inválido para equipos');
  return list
    .map((t) => toTeamListItem(t as Record<string, unknown>))
    .filter((t): t is TTeamListItem => t !== null);
}

export function useTeamsQuery() {
  return useQuery({ queryKey: teamKeys.list, queryFn: getTeams });
}

import {
  MATCH_STATUSES,
  MATCH_TYPES,
  type TMatch,
  type TMatchStatus,
  type TMatchType,
} from '@futsal/shared/schemas/match';
import { resourceId } from '../../../lib/normalize';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const int = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function ids(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** A match reply made safe to render (the server's exact shape may still move). */
export function toMatch(raw: Record<string, unknown>): TMatch | null {
  const id = resourceId(raw);
  if (!id) return null;
  const score = (raw.score ?? {}) as Record<string, unknown>;
  const lineup = raw.lineup as Record<string, unknown> | null | undefined;
  const status = str(raw.status, 'scheduled') as TMatchStatus;
  const type = str(raw.type, 'friendly') as TMatchType;
  return {
    id,
    _id: id,
    teamId: str(raw.teamId ?? raw.team),
    opponent: str(raw.opponent),
    date: str(raw.date),
    location: str(raw.location ?? raw.stadium),
    stadium: str(raw.stadium ?? raw.location),
    isHome: raw.isHome !== false,
    type: (MATCH_TYPES as readonly string[]).includes(type) ? type : 'friendly',
    periods: int(raw.periods, 2),
    periodDuration: int(raw.periodDuration, 20),
    status: (MATCH_STATUSES as readonly string[]).includes(status) ? status : 'scheduled',
    score: { us: int(score.us, 0), rival: int(score.rival, 0) },
    tournamentId:
      typeof raw.tournamentId === 'string' && raw.tournamentId ? raw.tournamentId : null,
    tournamentRound: str(raw.tournamentRound),
    lineup:
      lineup && typeof lineup === 'object'
        ? { starters: ids(lineup.starters), substitutes: ids(lineup.substitutes) }
        : null,
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt),
  };
}

export function toMatchList(data: unknown): TMatch[] {
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { matches?: unknown })?.matches)
      ? (data as { matches: unknown[] }).matches
      : [];
  return list
    .map((m) => toMatch(m as Record<string, unknown>))
    .filter((m): m is TMatch => m !== null);
}

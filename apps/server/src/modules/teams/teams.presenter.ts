import type { TTeam, TTeamStatistics, TTeamSummary } from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import { fileUrl } from '../../lib/storage';
import type { TeamExtras } from './teams.repository';

/** A finished match as the statistics see it. */
export interface MatchResult {
  goalsFor: number;
  goalsAgainst: number;
}

/** Team statistics are derived from finished matches, never stored; no matches yet → zeros. */
export function teamStatistics(results: readonly MatchResult[]): TTeamStatistics {
  const stats: TTeamStatistics = {
    gamesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
  };
  for (const r of results) {
    stats.gamesPlayed += 1;
    stats.goalsFor += r.goalsFor;
    stats.goalsAgainst += r.goalsAgainst;
    if (r.goalsFor > r.goalsAgainst) stats.wins += 1;
    else if (r.goalsFor < r.goalsAgainst) stats.losses += 1;
    else stats.draws += 1;
  }
  return stats;
}

/** GET /teams/{id}: exactly the summary fields of spec §3. */
export function presentTeamSummary(row: TTeamRow): TTeamSummary {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description ?? '',
    division: row.division ?? '',
    logo: row.logoKey ? fileUrl(row.logoKey) : null,
  };
}

export function presentTeam(
  row: TTeamRow,
  extras: TeamExtras | undefined,
  results: readonly MatchResult[] = [],
): TTeam {
  return {
    ...presentTeamSummary(row),
    tournamentDate: extras?.tournamentDate ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statistics: teamStatistics(results),
    players: extras?.playerIds ?? [],
    coach: extras?.coach ?? '',
    foundedYear: row.foundedYear ?? null,
  };
}

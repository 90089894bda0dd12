import type { TTeam, TTeamSummary } from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import { fileUrl } from '../../lib/storage';
import type { TeamWithExtras } from './teams.repository';

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

/** GET /teams: the row and its extras, read together (TeamsRepository.listViewsByOwner). */
export function presentTeam(row: TeamWithExtras): TTeam {
  return {
    ...presentTeamSummary(row),
    tournamentDate: row.tournamentDate ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Team statistics are derived from finished matches, never stored; no matches yet → zeros.
    statistics: row.statistics,
    players: row.playerIds,
    coach: row.coach,
    foundedYear: row.foundedYear ?? null,
  };
}

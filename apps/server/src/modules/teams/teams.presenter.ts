import type { TTeam, TTeamSummary } from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import type { FileUrls } from '../../lib/file-urls';
import type { TeamWithExtras } from './teams.repository';

/** GET /teams/{id}: exactly the summary fields of spec §3. */
export function presentTeamSummary(row: TTeamRow, fileUrls: FileUrls): TTeamSummary {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description ?? '',
    division: row.division ?? '',
    logo: row.logoKey ? fileUrls.url(row.logoKey) : null,
    targetStintSec: row.targetStintSec,
  };
}

/** GET /teams: the row and its extras, read together (TeamsRepository.listViewsByOwner). */
export function presentTeam(row: TeamWithExtras, fileUrls: FileUrls): TTeam {
  return {
    ...presentTeamSummary(row, fileUrls),
    competitionDate: row.competitionDate ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Team statistics are derived from finished matches, never stored; no matches yet → zeros.
    statistics: row.statistics,
    players: row.playerIds,
    coach: row.coach,
    foundedYear: row.foundedYear ?? null,
  };
}

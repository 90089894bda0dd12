import type { TTeam, TTeamSummary } from '@futsal/shared';
import type { TTeamRow } from '../../db/schema';
import type { FileUrls, FileUrlSession } from '../../lib/file-urls';
import type { TeamWithExtras } from './teams.repository';

/** GET /teams/{id}: exactly the summary fields of spec §3; the logo's URL lives with `session`. */
export function presentTeamSummary(
  row: TTeamRow,
  fileUrls: FileUrls,
  session: FileUrlSession,
): TTeamSummary {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description ?? '',
    division: row.division ?? '',
    logo: row.logoKey ? fileUrls.url(row.logoKey, session) : null,
    targetStintSec: row.targetStintSec,
    reminderHoursBefore: row.reminderHoursBefore,
  };
}

/** GET /teams: the row and its extras, read together (TeamsRepository.listViewsByOwner). */
export function presentTeam(
  row: TeamWithExtras,
  fileUrls: FileUrls,
  session: FileUrlSession,
): TTeam {
  return {
    ...presentTeamSummary(row, fileUrls, session),
    competitionDate: row.competitionDate ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Team statistics are derived from finished matches, never stored; no matches yet → zeros.
    statistics: row.statistics,
    players: row.playerIds,
    coach: row.coach,
    foundedYear: row.foundedYear ?? null,
    role: row.role,
  };
}

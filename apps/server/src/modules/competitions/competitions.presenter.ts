import {
  COMPETITION_STATUSES,
  COMPETITION_TYPES,
  type TCompetition,
  type TCompetitionStatus,
  type TCompetitionType,
} from '@futsal/shared';
import type { TCompetitionRow } from '../../db/schema';
import { oneOf } from '../../lib/enum-column';

/** Missing text reads as '', missing numbers and dates as null. */
export function presentCompetition(row: TCompetitionRow): TCompetition {
  return {
    id: row.id,
    _id: row.id,
    teamId: row.teamId,
    name: row.name,
    type: oneOf<TCompetitionType>(COMPETITION_TYPES, row.type),
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    description: row.description ?? '',
    location: row.location ?? '',
    organizer: row.organizer ?? '',
    maxTeams: row.maxTeams ?? null,
    status: oneOf<TCompetitionStatus>(COMPETITION_STATUSES, row.status),
    format: row.format ?? '',
    prize: row.prize ?? '',
    rules: row.rules ?? '',
    redSuspensionMatches: row.redSuspensionMatches,
    yellowAccumulation: row.yellowAccumulation,
    yellowSuspensionMatches: row.yellowSuspensionMatches,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

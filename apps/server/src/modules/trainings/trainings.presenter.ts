import type { TTraining, TTrainingStatus } from '@futsal/shared';
import type { TTrainingRow } from '../../db/schema';

/** Exactly the fields of a training. */
export function presentTraining(row: TTrainingRow): TTraining {
  return {
    id: row.id,
    _id: row.id,
    team: row.teamId,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    place: row.place,
    focus: row.focus,
    notes: row.notes,
    // The CHECK constraint keeps the column to TRAINING_STATUSES.
    status: row.status as TTrainingStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

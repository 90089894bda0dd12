// The values of schemas/training.ts that need no zod (decision 0105).

/** A training is held or called off; a called-off one stays in the calendar and its feed. */
export const TRAINING_STATUSES = ['scheduled', 'cancelled'] as const;
export type TTrainingStatus = (typeof TRAINING_STATUSES)[number];

/** What a team calendar entry is. */
export const CALENDAR_KINDS = ['match', 'training'] as const;
export type TCalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest range one calendar read covers (a month view shows six weeks). */
export const CALENDAR_MAX_DAYS = 62;

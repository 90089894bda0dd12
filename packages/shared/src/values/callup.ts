// The values of schemas/callup.ts that need no zod (decision 0105).
import { LIMITS } from '../limits';

/** Who the coach calls up for a match: the squad list the lineup's 5 + 9 come from. */
export const CALLUP_MAX_MATCH = LIMITS.lineup.starters + LIMITS.lineup.maxSubstitutes;
/** A training takes the whole squad at most (the pro plan's squads are unlimited; this bounds a request). */
export const CALLUP_MAX_TRAINING = 60;

export const CALLUP_KINDS = ['match', 'training'] as const;
export type TCallupKind = (typeof CALLUP_KINDS)[number];

/** Attendance taken afterwards. */
export const ATTENDANCE = ['present', 'late', 'absent'] as const;
export type TAttendance = (typeof ATTENDANCE)[number];

/** Player statuses kept out of a call-up unless the coach overrides (with a reason). */
export const CALLUP_BLOCKING_STATUSES = ['injured', 'suspended', 'inactive'] as const;

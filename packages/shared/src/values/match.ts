// The values of schemas/match.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/match.ts re-exports them.

export const MATCH_TYPES = ['friendly', 'league', 'tournament', 'cup'] as const;

/**
 * scheduled → live (first period_start) → finished (last period_end);
 * scheduled ⇄ postponed; scheduled | postponed → cancelled. See decision 0007.
 */
export const MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;

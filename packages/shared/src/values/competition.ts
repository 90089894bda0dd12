// The values of schemas/competition.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/competition.ts re-exports them.

export const COMPETITION_TYPES = ['tournament', 'cup'] as const;

export const COMPETITION_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;

/** End date, when given, must be after the start date (spec §5). */
export function endsAfterStart(v: {
  startDate?: string | undefined;
  endDate?: string | null | undefined;
}): boolean {
  return !v.startDate || !v.endDate || v.endDate > v.startDate;
}

// A competition's disciplinary rules and the suspensions they give (decision 0165), without zod so
// the web and the engine can import them (decision 0105). schemas/discipline.ts re-exports them.

/** What a competition's disciplinary rules say; every competition has them, with these defaults. */
export interface TDisciplineRules {
  /** Matches a sending-off (a direct red or a second yellow) suspends for; 0 = none. */
  redSuspensionMatches: number;
  /** Yellow cards across the competition that suspend; 0 = no accumulation. */
  yellowAccumulation: number;
  /** Matches reaching `yellowAccumulation` yellows suspends for. */
  yellowSuspensionMatches: number;
}

export const DEFAULT_DISCIPLINE: TDisciplineRules = {
  redSuspensionMatches: 1,
  yellowAccumulation: 5,
  yellowSuspensionMatches: 1,
};

export const SUSPENSION_CAUSES = ['sending_off', 'second_yellow', 'yellow_accumulation'] as const;
export type TSuspensionCause = (typeof SUSPENSION_CAUSES)[number];

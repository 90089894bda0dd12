import type { TMatchRulesConfigInput } from './types';

/** What the engine reads of a stored match (server row or API reply). */
export interface TMatchFormat {
  periods: number;
  periodDuration: number;
  /** The match type (`MATCH_TYPES`); a cup tie has kicks from the penalty mark. */
  type: string;
  lineup: { starters: readonly string[]; substitutes: readonly string[] } | null;
}

/** A player of the team with their availability. */
export interface TRosterEntry {
  id: string;
  status: string;
}

/**
 * Decision 0034: the match form's 1–4 periods are first, second, firstExtra,
 * secondExtra; 4 is two halves and the two extra periods of a knockout tie
 * (Law 7), so kicks from the penalty mark follow a level match (Law 10) when
 * it has extra time or is a cup tie.
 */
export const hasShootout = (match: Pick<TMatchFormat, 'periods' | 'type'>): boolean =>
  match.type === 'cup' || match.periods === 4;

/**
 * The rules engine's config of a match: its format, its lineup and the team's
 * roster (for participation). The one builder used by the server, the web
 * and the seed, so all three replay a log the same way.
 */
export function matchRulesConfig(
  match: TMatchFormat,
  roster: readonly TRosterEntry[],
): TMatchRulesConfigInput {
  return {
    periods: match.periods,
    periodMinutes: match.periodDuration,
    shootout: hasShootout(match),
    starters: match.lineup?.starters ?? [],
    substitutes: match.lineup?.substitutes ?? [],
    roster: roster.map((p) => p.id),
    injured: roster.filter((p) => p.status === 'injured').map((p) => p.id),
    suspended: roster.filter((p) => p.status === 'suspended').map((p) => p.id),
  };
}

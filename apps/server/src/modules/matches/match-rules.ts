import { MATCH_STATUSES, type TMatchRulesConfigInput, type TMatchStatus } from '@futsal/shared';
import type { TMatchRow } from '../../db/schema';
import type { RosterPlayer } from './matches.repository';

/**
 * The rules engine's config for a match: its format, its lineup and the team's
 * roster (for participation). The engine decides everything else.
 */
export function rulesConfig(match: TMatchRow, roster: readonly RosterPlayer[]): TMatchRulesConfigInput {
  return {
    periods: match.periods,
    periodMinutes: match.periodDuration,
    starters: match.lineup?.starters ?? [],
    substitutes: match.lineup?.substitutes ?? [],
    roster: roster.map((p) => p.id),
    injured: roster.filter((p) => p.status === 'injured').map((p) => p.id),
    suspended: roster.filter((p) => p.status === 'suspended').map((p) => p.id),
  };
}

/** The CHECK constraint makes any other value impossible. */
export function matchStatus(row: Pick<TMatchRow, 'status'>): TMatchStatus {
  const status = row.status as TMatchStatus;
  if (!MATCH_STATUSES.includes(status)) throw new Error(`unexpected match status ${row.status}`);
  return status;
}

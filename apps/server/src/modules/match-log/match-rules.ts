import {
  MATCH_STATUSES,
  matchRulesConfig,
  type TMatchRulesConfigInput,
  type TMatchStatus,
} from '@futsal/shared';
import type { TMatchRow, TPlayerRow } from '../../db/schema';

/** The players of a team as the lineup check and the rules engine need them. */
export type RosterPlayer = Pick<TPlayerRow, 'id' | 'name' | 'number' | 'status' | 'isActive'>;

/** The rules engine's config for a match, from the shared builder the web and the seed use too. */
export function rulesConfig(
  match: TMatchRow,
  roster: readonly RosterPlayer[],
): TMatchRulesConfigInput {
  return matchRulesConfig(match, roster);
}

/** The CHECK constraint makes any other value impossible. */
export function matchStatus(row: Pick<TMatchRow, 'status'>): TMatchStatus {
  const status = row.status as TMatchStatus;
  if (!MATCH_STATUSES.includes(status)) throw new Error(`unexpected match status ${row.status}`);
  return status;
}

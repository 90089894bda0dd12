import type { TLineupRequest, TMatch } from '@futsal/shared/schemas/match';

/**
 * The lineup of the team's latest match before `current` that has one (by
 * date); a coach usually starts from it. Null when there is none.
 */
export function lastLineup(matches: readonly TMatch[], current: TMatch): TLineupRequest | null {
  const at = Date.parse(current.date);
  const before = matches
    .filter((m) => m.id !== current.id && m.lineup && Date.parse(m.date) <= at)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const lineup = before[0]?.lineup;
  return lineup ? { starters: [...lineup.starters], substitutes: [...lineup.substitutes] } : null;
}

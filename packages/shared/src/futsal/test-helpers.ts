import { MatchLogBuilder } from './builder';
import type { TMatchRulesConfigInput } from './types';

/** Helpers for this folder's tests; not exported by the package. */
export const p = (n: number): string => `p${n}`;

export const config = (over: Partial<TMatchRulesConfigInput> = {}): TMatchRulesConfigInput => ({
  starters: [1, 2, 3, 4, 5].map(p),
  substitutes: [6, 7, 8, 9, 10, 11, 12, 13, 14].map(p),
  ...over,
});

/** A log whose first period has started at 0:00. */
export function kickedOff(): MatchLogBuilder {
  const b = new MatchLogBuilder();
  b.at('first', 0).push({ type: 'period_start' });
  return b;
}

/** A log at half-time of a 2 × 20' match, second half started at 20:00. */
export function secondHalf(b = kickedOff()): MatchLogBuilder {
  b.at('first', 20).push({ type: 'period_end' });
  b.at('second', 20).push({ type: 'period_start' });
  return b;
}

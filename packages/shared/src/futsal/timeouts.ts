import type { TGame } from './game';
import { timeoutAllowance } from './periods';
import type { TMatchPeriod, TSide, TSideCounts } from './types';

const used = (g: TGame, side: TSide, period: TMatchPeriod) =>
  g.timeouts.filter((t) => t.side === side && t.period === period).length;

/** Law 7: one time-out per team per regular period, none in extra time. */
export const timeoutAvailable = (g: TGame, side: TSide, period: TMatchPeriod): boolean =>
  used(g, side, period) < timeoutAllowance(period);

/** Time-outs left in the running period or, between periods, in the next one. */
export function timeoutsLeft(g: TGame): TSideCounts {
  const slot = g.running ? g.current : (g.plan[g.endedIndex + 1] ?? g.current);
  if (!slot) return { us: 0, rival: 0 };
  const p = slot.period;
  return {
    us: Math.max(0, timeoutAllowance(p) - used(g, 'us', p)),
    rival: Math.max(0, timeoutAllowance(p) - used(g, 'rival', p)),
  };
}

/** Law 7: a time-out lasts one minute (wall-clock time; the match clock is stopped). */
export const TIMEOUT_LENGTH_SEC = 60;

import type { TPresenceView } from './game';
import { eventClockSec, periodIndex } from './periods';
import { MatchRuleCode, type TMatchRuleCode } from './rules';
import { isKick } from './shootout';
import type { TMatchEvent } from './types';

/**
 * Whether the event fits the match's periods at its place in the log: the
 * period exists, the clock is inside it, and the period is running (or, for
 * a period_start, is the next one to play). Nothing follows an abandonment;
 * kicks from the penalty mark come only once play is over (they carry the
 * last period's final minute).
 */
export function checkPeriod(g: TPresenceView, e: TMatchEvent): TMatchRuleCode | null {
  const slot = g.plan[periodIndex(e.period)];
  if (!slot) return MatchRuleCode.PERIOD_NOT_IN_MATCH;
  const clock = eventClockSec(e);
  if (clock < slot.startSec || clock > slot.endSec) return MatchRuleCode.CLOCK_OUT_OF_PERIOD;
  if (g.abandoned) return MatchRuleCode.MATCH_ABANDONED;
  if (isKick(e)) return g.finished ? null : MatchRuleCode.SHOOTOUT_NOT_AVAILABLE;
  if (g.finished) return MatchRuleCode.MATCH_FINISHED;
  if (e.type === 'period_start') {
    return !g.running && slot.index === g.endedIndex + 1 ? null : MatchRuleCode.PERIOD_OUT_OF_ORDER;
  }
  if (g.running && g.current?.index === slot.index) return null;
  return slot.index <= g.endedIndex ? MatchRuleCode.PERIOD_ENDED : MatchRuleCode.PERIOD_NOT_STARTED;
}

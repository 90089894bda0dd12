import { displayMinute, eventClockSec } from './periods';
import type { TMatchEvent, TSide, TTimelineEntry } from './types';

const sideOf = (e: TMatchEvent): TSide => (e.type.startsWith('rival_') ? 'rival' : 'us');

const playerOf = (e: TMatchEvent): string | null => {
  if (e.type === 'substitution') return e.playerInId;
  return 'playerId' in e ? (e.playerId ?? null) : null;
};

/**
 * An accepted event as the match's timeline shows it. `matchState` builds the timeline from the
 * accepted events when the state is read, not each step of the fold: a late event replays the
 * log, and an entry per step was a fifth of that replay's time (decision 0089).
 */
export function timelineEntry(e: TMatchEvent, regularSec: number): TTimelineEntry {
  const clock = eventClockSec(e);
  return {
    eventId: e.id,
    type: e.type,
    period: e.period,
    clockSec: clock,
    display: displayMinute(clock, regularSec),
    side: sideOf(e),
    playerId: playerOf(e),
  };
}

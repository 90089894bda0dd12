import { displayClock } from '@futsal/shared/futsal/periods';
import type { TPublicLiveMatch } from '@futsal/shared/schemas/live-share';

/**
 * The clock a fan sees at `now`: the server's value, ticking on locally while
 * a period runs, never past the period's end (decision 0054).
 */
export function liveClockAt(
  live: Pick<TPublicLiveMatch, 'running' | 'clock'>,
  receivedAt: number,
  now: number,
): { sec: number; display: string } {
  const { elapsedSec, periodEndSec, regularSec } = live.clock;
  let sec = elapsedSec;
  // periodEndSec is null whenever the clock stands: no period runs, or the referee stopped it.
  if (live.running && periodEndSec !== null)
    sec = Math.min(periodEndSec, sec + Math.max(0, Math.floor((now - receivedAt) / 1000)));
  return { sec, display: displayClock(sec, regularSec) };
}

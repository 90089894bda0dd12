import { LIMITS } from '../limits';
import type { TGame } from './game';
import { otherSide } from './game';
import type { TManDownWindow, TSide } from './types';

/** Law 3: a sent-off player's team plays short for 2 minutes of playing time. */
export const MAN_DOWN_SEC = LIMITS.manDownMinutes * 60;

export function openManDown(
  g: TGame,
  side: TSide,
  eventId: string,
  playerId: string | null,
  clockSec: number,
): void {
  g.windows.push({
    side,
    eventId,
    playerId,
    startClockSec: clockSec,
    scheduledEndClockSec: clockSec + MAN_DOWN_SEC,
    endClockSec: null,
    endReason: null,
    active: true,
  });
}

/** Ends the windows whose two minutes have run by `clockSec`. */
export function expireManDown(g: TGame, clockSec: number): void {
  for (const w of g.windows) {
    if (w.active && w.scheduledEndClockSec <= clockSec) {
      w.active = false;
      w.endClockSec = w.scheduledEndClockSec;
      w.endReason = 'elapsed';
    }
  }
}

export const activeManDown = (g: TGame, side: TSide): TManDownWindow[] =>
  g.windows.filter((w) => w.active && w.side === side);

/**
 * Law 3: a team playing short may be completed when it concedes a goal to a
 * team with more players; with equal numbers (4 v 4, 3 v 3) both stay as they
 * are, and a team two short (3 v 5) is only completed by one player per goal.
 * So a goal ends at most one window of the conceding side, the oldest.
 */
export function manDownOnGoal(g: TGame, scoringSide: TSide, clockSec: number): void {
  const conceding = activeManDown(g, otherSide(scoringSide));
  if (conceding.length <= activeManDown(g, scoringSide).length) return;
  const oldest = conceding[0];
  if (!oldest) return;
  oldest.active = false;
  oldest.endClockSec = clockSec;
  oldest.endReason = 'goal_conceded';
}

/** How many of our players may be on court now. */
export const courtLimit = (g: TGame): number =>
  LIMITS.lineup.starters - activeManDown(g, 'us').length;

/** Law 3: a match may not continue if either team has fewer than 3 players. */
export const MIN_PLAYERS = 3;

/**
 * The players a team may field now: 5 less its running windows and, for us,
 * no more than the squad has left after its sending-offs (the rival's squad
 * is not known).
 */
export function playersAvailable(g: TGame, side: TSide): number {
  const limit = LIMITS.lineup.starters - activeManDown(g, side).length;
  return side === 'us' ? Math.min(limit, g.squad.size - g.expelled.size) : limit;
}

/** After a sending-off: a team left with fewer than 3 players abandons the match. */
export function checkAbandonment(g: TGame, side: TSide, eventId: string, clockSec: number): void {
  if (g.abandoned === null && playersAvailable(g, side) < MIN_PLAYERS) {
    g.abandoned = { side, atClockSec: clockSec, eventId };
  }
}

import { LIMITS } from '../limits';
import { closeFive, openFive } from './court-figures';
import type { TGame, TPresenceView } from './game';
import { activeManDown, courtLimit } from './man-down';
import { MatchRuleCode, type TMatchRuleCode } from './rules';

/** A player of our squad who may take part: listed and not sent off. */
export function checkSquadPlayer(
  g: Pick<TPresenceView, 'squad' | 'expelled'>,
  playerId: string,
): TMatchRuleCode | null {
  if (!g.squad.has(playerId)) return MatchRuleCode.PLAYER_NOT_IN_SQUAD;
  if (g.expelled.has(playerId)) return MatchRuleCode.PLAYER_EXPELLED;
  return null;
}

/**
 * A squad player who must be on court for the action (a shot, a foul, leaving). Whoever is on
 * court is a squad player not sent off (only the squad enters, a sending-off leaves at once),
 * so that is asked first: the one check of most steps, a replay's hottest line.
 */
export function checkOnCourt(
  g: Pick<TPresenceView, 'squad' | 'expelled' | 'onCourt'>,
  playerId: string,
): TMatchRuleCode | null {
  if (g.onCourt.includes(playerId)) return null;
  return checkSquadPlayer(g, playerId) ?? MatchRuleCode.PLAYER_NOT_ON_COURT;
}

/**
 * Law 3: substitutions are unlimited and flying, but a sent-off player never
 * comes back, nobody enters twice, and a team never has more than 5 on court,
 * nor more than 5 less its running man-down windows.
 */
export function checkSubstitution(
  g: TGame,
  inId: string,
  outId: string | null,
): TMatchRuleCode | null {
  if (outId !== null && outId === inId) return MatchRuleCode.SAME_PLAYER;
  const inCode = checkSquadPlayer(g, inId);
  if (inCode) return inCode;
  if (g.onCourt.includes(inId)) return MatchRuleCode.PLAYER_ALREADY_ON_COURT;
  if (outId !== null) {
    const outCode = checkOnCourt(g, outId);
    if (outCode) return outCode;
    // A like-for-like change keeps the count, so it is allowed even when short.
    return null;
  }
  const after = g.onCourt.length + 1;
  if (after > LIMITS.lineup.starters) return MatchRuleCode.TOO_MANY_ON_COURT;
  if (after > courtLimit(g) && activeManDown(g, 'us').length > 0)
    return MatchRuleCode.MAN_DOWN_ACTIVE;
  return null;
}

export function checkLeave(g: TGame, outId: string): TMatchRuleCode | null {
  if (!g.squad.has(outId)) return MatchRuleCode.PLAYER_NOT_IN_SQUAD;
  return g.onCourt.includes(outId) ? null : MatchRuleCode.PLAYER_NOT_ON_COURT;
}

export function enterCourt(g: TGame, playerId: string, clockSec: number): void {
  closeFive(g, clockSec);
  g.onCourt.push(playerId);
  g.everOnCourt.add(playerId);
  if (g.running) g.openSince.set(playerId, clockSec);
  openFive(g, clockSec);
}

export function leaveCourt(g: TGame, playerId: string, clockSec: number): void {
  closeFive(g, clockSec);
  g.onCourt = g.onCourt.filter((id) => id !== playerId);
  closeInterval(g, playerId, clockSec);
  openFive(g, clockSec);
}

export function closeInterval(g: TGame, playerId: string, clockSec: number): void {
  const from = g.openSince.get(playerId);
  if (from === undefined) return;
  g.openSince.delete(playerId);
  const list = g.intervals.get(playerId) ?? [];
  list.push({ fromSec: from, toSec: clockSec });
  g.intervals.set(playerId, list);
}

/** The clock starts: everyone on court starts accumulating playing time. */
export function openAllIntervals(g: TGame, clockSec: number): void {
  for (const id of g.onCourt) g.openSince.set(id, clockSec);
  openFive(g, clockSec);
}

export function closeAllIntervals(g: TGame, clockSec: number): void {
  for (const id of [...g.openSince.keys()]) closeInterval(g, id, clockSec);
  closeFive(g, clockSec);
}

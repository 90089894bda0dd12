import { creditGoal } from './court-figures';
import type { TGame, TPresenceView } from './game';
import { statsOf } from './game';
import { recordFoul } from './fouls';
import { checkAbandonment, expireManDown, manDownOnGoal, openManDown } from './man-down';
import { displayMinute, eventClockSec } from './periods';
import { checkPeriod } from './periods-check';
import { markPresence, touchesFiguresOnly, type TFiguresOnlyEvent } from './presence';
import { MatchRuleCode, type TMatchRuleCode } from './rules';
import { closeFlyingPlayer } from './rotations';
import { checkKick, recordKick } from './shootout';
import {
  checkLeave,
  checkOnCourt,
  checkSquadPlayer,
  checkSubstitution,
  closeAllIntervals,
  enterCourt,
  leaveCourt,
  openAllIntervals,
} from './substitutions';
import { timeoutAvailable } from './timeouts';
import type { TMatchEvent, TSide } from './types';

const optional = (g: TPresenceView, id: string | undefined, check: typeof checkOnCourt) =>
  id === undefined ? null : check(g, id);

/**
 * The rule a figures-only event breaks (presence.ts): it reads only who may play, which
 * `judgeAppend` also asks of the state at a late event's place.
 */
export function checkFiguresOnly(g: TPresenceView, e: TFiguresOnlyEvent): TMatchRuleCode | null {
  switch (e.type) {
    case 'shot':
      return optional(g, e.playerId, checkOnCourt);
    case 'corner':
    case 'offside':
      return optional(g, e.playerId, checkSquadPlayer);
    case 'assist':
      return checkSquadPlayer(g, e.playerId);
  }
}

/** The rule an event breaks in the current state, if any. Reads `g`, never writes it. */
export function checkRules(g: TGame, e: TMatchEvent): TMatchRuleCode | null {
  switch (e.type) {
    case 'goal': {
      // The rival's own goal: no player of ours took part.
      if (e.ownGoal) return null;
      if (e.playerId === undefined) return MatchRuleCode.PLAYER_NOT_IN_SQUAD;
      const code = checkOnCourt(g, e.playerId);
      if (code || e.assistPlayerId === undefined) return code;
      if (e.assistPlayerId === e.playerId) return MatchRuleCode.SAME_PLAYER;
      return checkOnCourt(g, e.assistPlayerId);
    }
    case 'shot':
    case 'corner':
    case 'offside':
    case 'assist':
      return checkFiguresOnly(g, e);
    case 'foul':
      return optional(g, e.playerId, checkOnCourt);
    case 'flying_goalkeeper_on':
      if (g.flyingSince !== null) return MatchRuleCode.FLYING_GOALKEEPER_ACTIVE;
      return optional(g, e.playerId, checkOnCourt);
    case 'yellow_card':
      return checkSquadPlayer(g, e.playerId);
    case 'red_card':
      if (!g.squad.has(e.playerId)) return MatchRuleCode.PLAYER_NOT_IN_SQUAD;
      return g.expelled.has(e.playerId) ? MatchRuleCode.PLAYER_ALREADY_EXPELLED : null;
    case 'substitution':
      return checkSubstitution(g, e.playerInId, e.playerOutId ?? null);
    case 'sub_in':
      return checkSubstitution(g, e.playerId, null);
    case 'sub_out':
      return checkLeave(g, e.playerId);
    case 'timeout':
    case 'rival_timeout':
      return timeoutAvailable(g, e.type === 'timeout' ? 'us' : 'rival', e.period)
        ? null
        : MatchRuleCode.TIMEOUT_NOT_AVAILABLE;
    case 'flying_goalkeeper_off':
      return g.flyingSince === null ? MatchRuleCode.FLYING_GOALKEEPER_NOT_ACTIVE : null;
    case 'shootout_kick':
      return checkSquadPlayer(g, e.playerId) ?? checkKick(g, e);
    case 'rival_shootout_kick':
      return checkKick(g, e);
    // Clock events too: the stopwatch may be paused twice (two devices at once), harmless, so never refused.
    case 'rival_goal':
      // Our own goal: the player who put it in was on court.
      return e.ownGoal ? optional(g, e.playerId, checkOnCourt) : null;
    // Issue 38: the rival's shots and flying goalkeeper, and a shot's place, change no rule's state.
    case 'rival_shot':
    case 'shot_place':
    case 'rival_flying_goalkeeper_on':
    case 'rival_flying_goalkeeper_off':
    case 'rival_foul':
    case 'rival_red_card':
    case 'period_start':
    case 'period_end':
    case 'void':
    case 'clock_pause':
    case 'clock_resume':
    case 'clock_set':
      return null;
  }
}

function scoreGoal(
  g: TGame,
  e: Extract<TMatchEvent, { type: 'goal' | 'rival_goal' }>,
  clock: number,
): void {
  const side: TSide = e.type === 'goal' ? 'us' : 'rival';
  g.score[side]++;
  const ownGoal = e.ownGoal === true;
  // Our scorer, or, on our own goal, the player of ours who put it in.
  const playerId = e.type === 'goal' || ownGoal ? (e.playerId ?? null) : null;
  const assistPlayerId = e.type === 'goal' ? (e.assistPlayerId ?? null) : null;
  g.goals.push({
    eventId: e.id,
    side,
    period: e.period,
    clockSec: clock,
    display: displayMinute(clock, g.regularSec),
    extraTime: clock > g.regularSec,
    playerId,
    assistPlayerId,
    goalType: e.goalType ?? null,
    finishingType: e.finishingType ?? null,
    flyingGoalkeeper: g.flyingSince !== null,
    ownGoal,
  });
  // Law 10: an own goal is no one's goal nor shot.
  if (playerId && side === 'us' && !ownGoal) {
    // A goal is a shot on target in every figure.
    const stats = statsOf(g, playerId);
    stats.goals++;
    stats.shots++;
    stats.shotsOnTarget++;
  }
  if (assistPlayerId) statsOf(g, assistPlayerId).assists++;
  creditGoal(g, side);
  manDownOnGoal(g, side, clock);
}

/**
 * Law 12: a sent-off player leaves at once and never returns. Law 3: only a
 * player sent off from the court reduces the team (for 2 minutes); a
 * substitute sent off on the bench, or a player already substituted, leaves
 * it at full strength.
 */
function sendOff(
  g: TGame,
  e: { id: string; playerId: string },
  clock: number,
  secondYellow: boolean,
): void {
  const fromCourt = g.onCourt.includes(e.playerId);
  if (fromCourt) leaveCourt(g, e.playerId, clock);
  g.expelled.set(e.playerId, {
    playerId: e.playerId,
    eventId: e.id,
    clockSec: clock,
    secondYellow,
    fromCourt,
  });
  statsOf(g, e.playerId).redCards++;
  if (fromCourt) openManDown(g, 'us', e.id, e.playerId, clock);
  checkAbandonment(g, 'us', e.id, clock);
}

/** Law 12: a second caution in the match is a sending-off. */
function caution(g: TGame, e: { id: string; playerId: string }, clock: number): void {
  const yellows = (g.yellows.get(e.playerId) ?? 0) + 1;
  g.yellows.set(e.playerId, yellows);
  statsOf(g, e.playerId).yellowCards++;
  if (yellows === 2) sendOff(g, e, clock, true);
}

/**
 * Law 10: with extra time planned, the match is over when regular time ends
 * with a winner; otherwise when its last planned period ends.
 */
function playIsOver(g: TGame): boolean {
  if (g.endedIndex === g.plan.length - 1) return true;
  const next = g.plan[g.endedIndex + 1];
  return next?.kind === 'extra' && g.current?.kind === 'regular' && g.score.us !== g.score.rival;
}

function closeFlying(g: TGame, clock: number): void {
  if (g.flyingSince === null) return;
  g.flyingSpells.push({ fromSec: g.flyingSince, toSec: clock });
  closeFlyingPlayer(g, g.flyingSince, clock);
  g.flyingSince = null;
}

/** An accepted event's writes at its clock, which the fold's clock rises to. */
export function applyEvent(g: TGame, e: TMatchEvent, clock: number): void {
  switch (e.type) {
    case 'period_start': {
      const slot = g.plan.find((s) => s.period === e.period) ?? null;
      g.current = slot;
      g.running = true;
      openAllIntervals(g, clock);
      break;
    }
    case 'period_end':
      closeAllIntervals(g, clock);
      closeFlying(g, clock);
      g.running = false;
      g.endedIndex = g.current?.index ?? g.endedIndex;
      g.finished = playIsOver(g);
      break;
    case 'goal':
    case 'rival_goal':
      scoreGoal(g, e, clock);
      break;
    case 'foul':
      recordFoul(g, 'us', e, clock, e.playerId ?? null);
      break;
    case 'rival_foul':
      recordFoul(g, 'rival', e, clock, null);
      break;
    case 'shot':
      if (e.playerId) {
        const s = statsOf(g, e.playerId);
        s.shots++;
        if (e.onTarget) s.shotsOnTarget++;
      }
      break;
    case 'assist':
      statsOf(g, e.playerId).assists++;
      break;
    case 'yellow_card':
      caution(g, e, clock);
      break;
    case 'red_card':
      sendOff(g, e, clock, false);
      break;
    case 'rival_red_card':
      // The rival's bench is not tracked: only its location says a substitute was sent off.
      if (e.playerLocation !== 'bench') openManDown(g, 'rival', e.id, null, clock);
      checkAbandonment(g, 'rival', e.id, clock);
      break;
    case 'shootout_kick':
    case 'rival_shootout_kick':
      recordKick(g, e);
      break;
    case 'substitution':
      if (e.playerOutId !== undefined) leaveCourt(g, e.playerOutId, clock);
      enterCourt(g, e.playerInId, clock);
      break;
    case 'sub_out':
      leaveCourt(g, e.playerId, clock);
      break;
    case 'sub_in':
      enterCourt(g, e.playerId, clock);
      break;
    case 'timeout':
    case 'rival_timeout':
      g.timeouts.push({
        eventId: e.id,
        side: e.type === 'timeout' ? 'us' : 'rival',
        period: e.period,
        clockSec: clock,
      });
      break;
    case 'flying_goalkeeper_on':
      g.flyingSince = clock;
      g.flyingPlayerId = e.playerId ?? null;
      break;
    case 'flying_goalkeeper_off':
      closeFlying(g, clock);
      break;
    // Clock events move the stopwatch, folded apart in wall-time order (stopwatch.ts).
    // The rival's shots and flying goalkeeper and shots' places: read after the fold (shots.ts).
    case 'corner':
    case 'offside':
    case 'rival_shot':
    case 'shot_place':
    case 'rival_flying_goalkeeper_on':
    case 'rival_flying_goalkeeper_off':
    case 'void':
    case 'clock_pause':
    case 'clock_resume':
    case 'clock_set':
      break;
  }
  g.clockSec = Math.max(g.clockSec, clock);
}

/** Checks one event in match order and applies it; returns the rule it breaks instead. */
export function stepEvent(g: TGame, e: TMatchEvent): TMatchRuleCode | null {
  const periodCode = checkPeriod(g, e);
  if (periodCode) return periodCode;
  const clock = eventClockSec(e);
  expireManDown(g, clock);
  const code = checkRules(g, e);
  if (code) return code;
  applyEvent(g, e, clock);
  if (g.presence && !touchesFiguresOnly(e)) markPresence(g.presence, g, e);
  return null;
}

/**
 * A late figures-only event's step, on a fold already past its place (`judgeAppend`), once
 * judged there: its writes commute with every later step (presence.ts).
 */
export function applyLate(g: TGame, e: TMatchEvent): void {
  const clock = eventClockSec(e);
  expireManDown(g, clock);
  applyEvent(g, e, clock);
}

import type { TGoalType, TMatchPeriod } from '../values/match-events';
import type {
  TCourtZone,
  TGoalOrigin,
  TGoalMouthZone,
  TScoreState,
  TShotOutcome,
  TShotSituation,
  TStrengthState,
} from '../values/shots';
import { courtZone } from './court-zone';
import {
  addSeconds,
  emptySplits,
  mirrorStrength,
  scoreState,
  strengthAt,
  type TGameStateSplits,
  type TStateTimeline,
} from './game-state';
import { eventClockSec } from './periods';
import type { TMatchEvent, TSide } from './types';
import { expectedGoals } from './xg';

/** One shot or goal (own goals are no one's shot, Law 10), tagged by the engine. */
export interface TShotRecord {
  eventId: string;
  side: TSide;
  period: TMatchPeriod;
  clockSec: number;
  /** Our shooter; null for the rival's. */
  playerId: string | null;
  goal: boolean;
  outcome: TShotOutcome | null;
  /** In the shooter's frame: x = 1 is the goal line attacked. Null until placed. */
  x: number | null;
  y: number | null;
  zone: TCourtZone | null;
  goalMouth: TGoalMouthZone | null;
  /** The coach's, else what a goal's type says. */
  situation: TShotSituation | null;
  /** Goals only. */
  origin: TGoalOrigin | null;
  /** From our side, at the shot (before its own goal). */
  strength: TStrengthState;
  score: TScoreState;
  xg: number;
}

/** The existing goal types as situations (null: they say nothing of how the move started). */
const GOAL_TYPE_SITUATION: Record<TGoalType, TShotSituation | null> = {
  lateral: 'kick_in',
  corner: 'corner',
  free_kick: 'free_kick',
  goalkeeper_throw: 'transition',
  sixth_foul: 'ten_metre',
  penalty: 'penalty',
  game_situation: 'open_play',
  individual_action: null,
  moving_play: 'open_play',
};

function originOf(
  situation: TShotSituation | null,
  goalType: TGoalType | null,
  shooterStrength: TStrengthState,
): TGoalOrigin {
  if (situation && situation !== 'open_play') return situation;
  if (shooterStrength === 'flying_for') return 'flying_goalkeeper';
  if (goalType === 'individual_action') return 'individual_action';
  return situation ?? (goalType ? 'open_play' : 'unknown');
}

type TShotEvent = Extract<TMatchEvent, { type: 'shot' | 'rival_shot' | 'goal' | 'rival_goal' }>;
type TPlace = Extract<TMatchEvent, { type: 'shot_place' }>;

function baseRecord(e: TShotEvent, strength: TStrengthState, score: TScoreState): TShotRecord {
  const goal = e.type === 'goal' || e.type === 'rival_goal';
  const side: TSide = e.type === 'shot' || e.type === 'goal' ? 'us' : 'rival';
  const goalType = goal ? (e.goalType ?? null) : null;
  return {
    eventId: e.id,
    side,
    period: e.period,
    clockSec: eventClockSec(e),
    playerId: e.type === 'shot' || e.type === 'goal' ? (e.playerId ?? null) : null,
    goal,
    outcome: goal ? 'goal' : null,
    x: null,
    y: null,
    zone: null,
    goalMouth: null,
    situation: goalType ? GOAL_TYPE_SITUATION[goalType] : null,
    origin: null,
    strength,
    score,
    xg: 0,
  };
}

/** A shot's count and xG in its row of the splits. */
function countShot(row: TGameStateSplits['strength'][TStrengthState], r: TShotRecord): void {
  if (r.side === 'us') {
    row.shotsFor++;
    row.xgFor += r.xg;
  } else {
    row.shotsAgainst++;
    row.xgAgainst += r.xg;
  }
}

/** The latest place of a shot wins, field by field it gives. */
function place(r: TShotRecord, p: TPlace): void {
  if (p.x !== undefined && p.y !== undefined) {
    r.x = p.x;
    r.y = p.y;
    r.zone = courtZone(p.x, p.y);
  }
  if (p.outcome && !r.goal) r.outcome = p.outcome;
  if (p.situation) r.situation = p.situation;
  if (p.goalMouth) r.goalMouth = p.goalMouth;
}

/**
 * Every shot and goal of the accepted log with its place, game state and expected goals, and the
 * game-state splits of the match. A place naming no shot (its shot voided) is ignored, so voiding
 * a shot never breaks its place.
 */
export function shotFigures(
  accepted: readonly TMatchEvent[],
  tl: TStateTimeline,
): { shots: TShotRecord[]; gameStates: TGameStateSplits } {
  // A goal's type beside its record, not in it: the record is returned as it is.
  const byId = new Map<string, { r: TShotRecord; goalType: TGoalType | null }>();
  const splits = emptySplits();
  const places: TPlace[] = [];
  let diff = 0;
  for (const e of accepted) {
    if (e.type === 'shot_place') places.push(e);
    if (
      e.type !== 'shot' &&
      e.type !== 'rival_shot' &&
      e.type !== 'goal' &&
      e.type !== 'rival_goal'
    )
      continue;
    const clock = eventClockSec(e);
    const strength = strengthAt(tl, clock);
    const score = scoreState(diff);
    const isGoal = e.type === 'goal' || e.type === 'rival_goal';
    const forUs = e.type === 'shot' || e.type === 'goal';
    if (isGoal) {
      diff += forUs ? 1 : -1;
      const key = forUs ? 'goalsFor' : 'goalsAgainst';
      splits.strength[strength][key]++;
      splits.score[score][key]++;
    }
    // Law 10: an own goal is in the score, never a shot.
    if (isGoal && e.ownGoal === true) continue;
    const r = baseRecord(e, strength, score);
    byId.set(e.id, { r, goalType: isGoal ? (e.goalType ?? null) : null });
  }
  // After every shot: a place logged later from the timeline may carry an earlier minute.
  for (const p of places) {
    const shot = byId.get(p.shotEventId);
    if (shot) place(shot.r, p);
  }
  const shots: TShotRecord[] = [];
  for (const { r, goalType } of byId.values()) {
    const shooter = r.side === 'us' ? r.strength : mirrorStrength(r.strength);
    r.xg = expectedGoals(r.zone, r.situation, shooter);
    if (r.goal) r.origin = originOf(r.situation, goalType, shooter);
    countShot(splits.strength[r.strength], r);
    countShot(splits.score[r.score], r);
    shots.push(r);
  }
  addSeconds(splits, tl);
  for (const row of [...Object.values(splits.strength), ...Object.values(splits.score)]) {
    row.xgFor = Math.round(row.xgFor * 1000) / 1000;
    row.xgAgainst = Math.round(row.xgAgainst * 1000) / 1000;
  }
  return { shots, gameStates: splits };
}

import type { TScoreState, TStrengthState } from '../values/shots';
import { SCORE_STATES, STRENGTH_STATES } from '../values/shots';
import { eventClockSec } from './periods';
import type { TInterval, TManDownWindow, TMatchEvent, TPeriodSlot, TSide } from './types';

/**
 * The game state at every moment of a match (issue 38, decision 0142), from our side: who has
 * more players on court (a flying goalkeeper first, then the sending-offs' man-down windows) and
 * the score. Read from the replayed fold, never entered by the coach.
 */
export interface TGameStateTag {
  strength: TStrengthState;
  score: TScoreState;
  /** Our goals less the rival's, before the moment's own goal. */
  scoreDiff: number;
}

/** What happened in one state: seconds of play, and goals, shots and expected goals per side. */
export interface TStateFigures {
  seconds: number;
  goalsFor: number;
  goalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
  xgFor: number;
  xgAgainst: number;
}

export interface TGameStateSplits {
  strength: Record<TStrengthState, TStateFigures>;
  score: Record<TScoreState, TStateFigures>;
}

/** Everything the states are read from, in clock seconds. */
export interface TStateTimeline {
  play: TInterval[];
  windows: readonly TManDownWindow[];
  flyingFor: readonly TInterval[];
  flyingAgainst: TInterval[];
  /** Every goal of the match (own goals too: they count in the score), in match order. */
  goals: readonly { side: TSide; clockSec: number }[];
}

const covers = (i: TInterval, t: number) => t >= i.fromSec && (i.toSec === null || t < i.toSec);

/** A window holds at `t`; the goal that ends it was still scored short (as the season figures say). */
const short = (w: TManDownWindow, t: number) =>
  t >= w.startClockSec &&
  (w.endClockSec === null ||
    t < w.endClockSec ||
    (w.endReason === 'goal_conceded' && t === w.endClockSec));

export function strengthAt(tl: TStateTimeline, t: number): TStrengthState {
  if (tl.flyingFor.some((i) => covers(i, t))) return 'flying_for';
  if (tl.flyingAgainst.some((i) => covers(i, t))) return 'flying_against';
  let balance = 0;
  for (const w of tl.windows) if (short(w, t)) balance += w.side === 'us' ? -1 : 1;
  return balance > 0 ? 'man_up' : balance < 0 ? 'man_down' : 'even';
}

export const scoreState = (diff: number): TScoreState =>
  diff > 0 ? 'leading' : diff < 0 ? 'trailing' : 'level';

/** The state from the other side: what is our man-up is the rival's man-down. */
export function mirrorStrength(s: TStrengthState): TStrengthState {
  const mirror: Record<TStrengthState, TStrengthState> = {
    even: 'even',
    man_up: 'man_down',
    man_down: 'man_up',
    flying_for: 'flying_against',
    flying_against: 'flying_for',
  };
  return mirror[s];
}

/**
 * The periods played and the rival's flying-goalkeeper spells, from the accepted events in match
 * order. A rival flying goalkeeper already on (or off) is a no-op: two devices may both tap it.
 */
export function playAndRivalFlying(
  accepted: readonly TMatchEvent[],
  plan: readonly TPeriodSlot[],
  now: number,
): { play: TInterval[]; flyingAgainst: TInterval[] } {
  const play: TInterval[] = [];
  const flyingAgainst: TInterval[] = [];
  let open: TInterval | null = null;
  const close = (clock: number) => {
    if (open) open.toSec = clock;
    open = null;
  };
  for (const e of accepted) {
    const clock = eventClockSec(e);
    if (e.type === 'period_start') {
      const slot = plan.find((s) => s.period === e.period);
      play.push({ fromSec: slot?.startSec ?? clock, toSec: null });
    } else if (e.type === 'period_end') {
      const last = play.at(-1);
      if (last && last.toSec === null) last.toSec = clock;
      close(clock);
    } else if (e.type === 'rival_flying_goalkeeper_on' && !open) {
      open = { fromSec: clock, toSec: null };
      flyingAgainst.push(open);
    } else if (e.type === 'rival_flying_goalkeeper_off') close(clock);
  }
  const last = play.at(-1);
  if (last && last.toSec === null) last.toSec = Math.max(now, last.fromSec);
  return { play, flyingAgainst };
}

const emptyFigures = (): TStateFigures => ({
  seconds: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  shotsFor: 0,
  shotsAgainst: 0,
  xgFor: 0,
  xgAgainst: 0,
});

export function emptySplits(): TGameStateSplits {
  return {
    strength: Object.fromEntries(STRENGTH_STATES.map((s) => [s, emptyFigures()])) as Record<
      TStrengthState,
      TStateFigures
    >,
    score: Object.fromEntries(SCORE_STATES.map((s) => [s, emptyFigures()])) as Record<
      TScoreState,
      TStateFigures
    >,
  };
}

/** Seconds of play in each state: the play cut at every change of numbers or score. */
export function addSeconds(splits: TGameStateSplits, tl: TStateTimeline): void {
  const bounds = new Set<number>();
  for (const i of [...tl.flyingFor, ...tl.flyingAgainst]) {
    bounds.add(i.fromSec);
    if (i.toSec !== null) bounds.add(i.toSec);
  }
  for (const w of tl.windows) {
    bounds.add(w.startClockSec);
    if (w.endClockSec !== null) bounds.add(w.endClockSec);
  }
  for (const g of tl.goals) bounds.add(g.clockSec);
  const cuts = [...bounds].sort((a, b) => a - b);
  const goals = [...tl.goals].sort((x, y) => x.clockSec - y.clockSec);
  for (const p of tl.play) {
    const to = p.toSec ?? p.fromSec;
    let from = p.fromSec;
    // The goals up to `from`, counted once as it moves on, not again for each segment.
    let counted = 0;
    let diff = 0;
    const segment = (until: number) => {
      if (until <= from) return;
      // A goal at `from` already counts for the segment after it.
      for (let g = goals[counted]; g && g.clockSec <= from; g = goals[++counted])
        diff += g.side === 'us' ? 1 : -1;
      splits.strength[strengthAt(tl, (from + until) / 2)].seconds += until - from;
      splits.score[scoreState(diff)].seconds += until - from;
      from = until;
    };
    for (const c of cuts) if (c > p.fromSec && c < to) segment(c);
    segment(to);
  }
}

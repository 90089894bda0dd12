import type { TGame } from './game';
import { creditPairs } from './pairs';
import type { TCourtQuintet, TSide } from './types';

/**
 * The figures that depend on who was on court, kept by the same steps that move players on and
 * off (substitutions.ts), so they never disagree with the minutes played: a player sent off
 * leaves the court at once, and a goal after that is not his.
 *
 * A quintet is five of ours on court together while the clock runs; four (a team short after a
 * sending-off) are no five, and their time and goals count for none.
 */
export function quintetKey(onCourt: readonly string[]): string {
  return [...onCourt].sort().join(',');
}

function quintetOf(g: TGame, key: string): TCourtQuintet {
  let q = g.quintets.get(key);
  if (!q) {
    q = { key, seconds: 0, goalsFor: 0, goalsAgainst: 0 };
    g.quintets.set(key, q);
  }
  return q;
}

/** The court is about to change at `clock`: the five playing so far stop counting time. */
export function closeFive(g: TGame, clock: number): void {
  if (!g.five) return;
  quintetOf(g, g.five.key).seconds += Math.max(0, clock - g.five.since);
  g.five = null;
}

/** The court has changed (or the clock started) at `clock`: five on court start counting. */
export function openFive(g: TGame, clock: number): void {
  g.five =
    g.running && g.onCourt.length === 5 ? { key: quintetKey(g.onCourt), since: clock } : null;
}

/** A goal for `side`: everyone of ours on court, and their five if they are five, take it. */
export function creditGoal(g: TGame, side: TSide): void {
  const delta = side === 'us' ? 1 : -1;
  for (const id of g.onCourt) g.plusMinus.set(id, (g.plusMinus.get(id) ?? 0) + delta);
  creditPairs(g, side);
  if (!g.five) return;
  const q = quintetOf(g, g.five.key);
  if (side === 'us') q.goalsFor++;
  else q.goalsAgainst++;
}

/**
 * The quintets as they stand at `now` (the running five's time up to it), without changing the
 * fold; those that never played a second nor saw a goal are left out.
 */
export function quintetsAt(g: TGame, now: number): TCourtQuintet[] {
  const list = [...g.quintets.values()].map((q) => ({ ...q }));
  if (g.five) {
    const open = list.find((q) => q.key === g.five?.key);
    const seconds = Math.max(0, now - g.five.since);
    if (open) open.seconds += seconds;
    else list.push({ key: g.five.key, seconds, goalsFor: 0, goalsAgainst: 0 });
  }
  return list.filter((q) => q.seconds > 0 || q.goalsFor > 0 || q.goalsAgainst > 0);
}

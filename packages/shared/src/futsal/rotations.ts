import type { TGame } from './game';
import type { TInterval, TPeriodSlot, TPlayerRotation, TStint } from './types';

/**
 * Rotations (issue 37): each squad player's stints, rest and work, read from the court
 * intervals the engine's own steps keep (substitutions.ts). Intervals open only while the clock
 * runs and close at every period's end, so a stint is one continuous spell in one period, and
 * stopped time never counts: every figure is in match-clock seconds.
 */

/** The flying-goalkeeper spell that ends at `clock`, kept for the player it named, if any. */
export function closeFlyingPlayer(g: TGame, fromSec: number, clock: number): void {
  if (g.flyingPlayerId !== null)
    g.flyingPlayerSpells.push({ playerId: g.flyingPlayerId, fromSec, toSec: clock });
  g.flyingPlayerId = null;
}

function slotOf(plan: readonly TPeriodSlot[], fromSec: number): TPeriodSlot | undefined {
  // Periods follow one another on one clock; a spell of a second or more starts before its end.
  return plan.find((s) => fromSec >= s.startSec && fromSec < s.endSec) ?? plan.at(-1);
}

function overlap(fromSec: number, toSec: number, list: readonly TInterval[], now: number): number {
  let total = 0;
  for (const i of list)
    total += Math.max(0, Math.min(toSec, i.toSec ?? now) - Math.max(fromSec, i.fromSec));
  return total;
}

/** The player's flying-goalkeeper seconds: the spells naming him, while he was on court. */
function flyingSec(g: TGame, playerId: string, court: readonly TInterval[], now: number): number {
  let total = 0;
  for (const s of g.flyingPlayerSpells)
    if (s.playerId === playerId) total += overlap(s.fromSec, s.toSec, court, now);
  if (g.flyingSince !== null && g.flyingPlayerId === playerId)
    total += overlap(g.flyingSince, now, court, now);
  return total;
}

/** One player's rotation at `now`, from his court intervals (open one last, `toSec` null). */
function rotationOf(
  g: TGame,
  playerId: string,
  court: readonly TInterval[],
  now: number,
): TPlayerRotation {
  const stints: TStint[] = [];
  const periodSeconds: TPlayerRotation['periodSeconds'] = {};
  let workSec = 0;
  let longestStintSec = 0;
  for (const i of court) {
    const seconds = Math.max(0, (i.toSec ?? now) - i.fromSec);
    workSec += seconds;
    // A change at the very second a period starts leaves an empty spell: no stint.
    if (seconds === 0 && i.toSec !== null) continue;
    const slot = slotOf(g.plan, i.fromSec);
    if (!slot) continue;
    stints.push({ period: slot.period, fromSec: i.fromSec, toSec: i.toSec, seconds });
    periodSeconds[slot.period] = (periodSeconds[slot.period] ?? 0) + seconds;
    longestStintSec = Math.max(longestStintSec, seconds);
  }
  const last = stints.at(-1);
  const open = last !== undefined && last.toSec === null;
  const onCourt = g.onCourt.includes(playerId);
  const expelledAt = g.expelled.get(playerId)?.clockSec;
  // Match time so far, less his work; a player sent off rests no more.
  const restSec = Math.max(0, Math.min(now, expelledAt ?? now) - workSec);
  return {
    stints,
    currentStintSec: open ? last.seconds : null,
    restSinceSec:
      !onCourt && last?.toSec != null ? Math.max(0, (expelledAt ?? now) - last.toSec) : null,
    workSec,
    restSec,
    longestStintSec,
    flyingGoalkeeperSec: flyingSec(g, playerId, court, now),
    flyingNow: onCourt && g.flyingSince !== null && g.flyingPlayerId === playerId,
    periodSeconds,
  };
}

/** Every squad player's rotation at `now`; `intervals` as the state's `courtIntervals`. */
export function rotationsAt(
  g: TGame,
  intervals: Readonly<Record<string, readonly TInterval[]>>,
  now: number,
): Record<string, TPlayerRotation> {
  const out: Record<string, TPlayerRotation> = {};
  for (const [id, list] of Object.entries(intervals)) out[id] = rotationOf(g, id, list, now);
  return out;
}

/**
 * The bench, freshest first: those who have not played yet, then the longest rest since leaving,
 * then the least work; ties keep the bench's order.
 */
export function freshestFirst(
  bench: readonly string[],
  rotations: Readonly<Record<string, TPlayerRotation>>,
): string[] {
  const rest = (id: string) => rotations[id]?.restSinceSec ?? Infinity;
  const work = (id: string) => rotations[id]?.workSec ?? 0;
  return bench
    .map((id, index) => ({ id, index }))
    .sort((a, b) => rest(b.id) - rest(a.id) || work(a.id) - work(b.id) || a.index - b.index)
    .map((x) => x.id);
}

/** Work over rest (1 is a minute of rest per minute on court); null before any rest. */
export function workRestRatio(r: Pick<TPlayerRotation, 'workSec' | 'restSec'>): number | null {
  return r.restSec > 0 ? r.workSec / r.restSec : null;
}

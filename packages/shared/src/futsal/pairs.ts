import type { TGame } from './game';
import type { TCourtPair, TInterval, TSide } from './types';

/**
 * Pairs: two of ours on court together while the clock ran. Their time is the overlap of the
 * two players' court intervals, which the steps that move players keep (substitutions.ts); their
 * goals are credited by the goal's own step (`creditGoal`), to whoever is on court then, so a
 * goal at the second of a change goes where plus/minus puts it.
 */
export const pairKey = (a: string, b: string): string => (a < b ? `${a},${b}` : `${b},${a}`);

/** A goal for `side`: every two of ours on court take it. */
export function creditPairs(g: TGame, side: TSide): void {
  const court = g.onCourt;
  for (let i = 0; i < court.length; i++)
    for (let j = i + 1; j < court.length; j++) {
      const key = pairKey(court[i] as string, court[j] as string);
      let counts = g.pairGoals.get(key);
      if (!counts) {
        counts = { us: 0, rival: 0 };
        g.pairGoals.set(key, counts);
      }
      counts[side]++;
    }
}

/**
 * Every pair that played a second or saw a goal together, at `now`, most time first.
 * `intervals`: each squad player's court intervals in match order (the state's `courtIntervals`).
 * One sweep over the intervals' ends, the court between two of them adding to each of its pairs:
 * the console replays at every tick, so this stays a small part of a replay (engine bench).
 */
export function pairsAt(
  g: Pick<TGame, 'pairGoals'>,
  intervals: Readonly<Record<string, readonly TInterval[]>>,
  now: number,
): TCourtPair[] {
  const ids = Object.keys(intervals).sort();
  const n = ids.length;
  // Each end as one number, time × 2n + (n when on) + player: a typed array sorts them
  // natively, offs first at a tie (an empty overlap either way).
  const span = 2 * n;
  // An empty interval (on and off at one second) adds nothing, and its off would sort before
  // its own on: it is left out.
  const open = (x: TInterval) => (x.toSec ?? now) > x.fromSec;
  let count = 0;
  for (const id of ids) for (const x of intervals[id] ?? []) if (open(x)) count += 2;
  const ends = new Float64Array(count);
  let k = 0;
  ids.forEach((id, i) => {
    for (const x of intervals[id] ?? []) {
      if (!open(x)) continue;
      ends[k++] = x.fromSec * span + n + i;
      ends[k++] = (x.toSec ?? now) * span + i;
    }
  });
  ends.sort();
  const seconds = new Float64Array(n * n);
  const court: number[] = [];
  let last = 0;
  for (const end of ends) {
    const t = Math.floor(end / span);
    const i = end % n;
    if (t > last && court.length > 1)
      for (let a = 0; a < court.length; a++)
        for (let b = a + 1; b < court.length; b++) {
          const x = court[a] as number;
          const y = court[b] as number;
          const at = x < y ? x * n + y : y * n + x;
          seconds[at] = (seconds[at] as number) + t - last;
        }
    last = t;
    if (end % span >= n) court.push(i);
    else court.splice(court.indexOf(i), 1);
  }
  const pairs: TCourtPair[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const together = seconds[i * n + j] as number;
      const a = ids[i] as string;
      const b = ids[j] as string;
      const goals = g.pairGoals.size > 0 ? g.pairGoals.get(`${a},${b}`) : undefined;
      if (together === 0 && !goals) continue;
      pairs.push({
        playerIds: [a, b],
        seconds: together,
        goalsFor: goals?.us ?? 0,
        goalsAgainst: goals?.rival ?? 0,
      });
    }
  return pairs.sort((x, y) => y.seconds - x.seconds);
}

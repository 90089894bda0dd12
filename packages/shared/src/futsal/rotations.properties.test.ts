import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMatch } from './arbitraries';
import { resolveRulesConfig } from './config';
import { pairKey } from './pairs';
import { periodPlan } from './periods';
import { replayMatch } from './replay';
import type { TInterval } from './types';

const RUNS = { numRuns: 60 };

/** Seconds two interval lists overlap, open ends read at `now`: every pair of spells. */
function overlap(a: readonly TInterval[], b: readonly TInterval[], now: number): number {
  let total = 0;
  for (const x of a)
    for (const y of b)
      total += Math.max(
        0,
        Math.min(x.toSec ?? now, y.toSec ?? now) - Math.max(x.fromSec, y.fromSec),
      );
  return total;
}

describe('rotation invariants over random valid logs', { timeout: 60_000 }, () => {
  it('makes each player’s stints his seconds played, in order, each inside its period', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const plan = periodPlan(resolveRulesConfig(config));
        for (const [id, r] of Object.entries(s.rotations)) {
          const total = r.stints.reduce((sum, x) => sum + x.seconds, 0);
          expect(total).toBe(s.secondsPlayed[id]);
          expect(r.workSec).toBe(s.secondsPlayed[id]);
          expect(r.workSec + r.restSec).toBeLessThanOrEqual(s.clock.elapsedSec);
          const periods = Object.values(r.periodSeconds).reduce((sum, x) => sum + x, 0);
          expect(periods).toBe(total);
          let end = -1;
          for (const x of r.stints) {
            const slot = plan.find((p) => p.period === x.period);
            expect(x.fromSec).toBeGreaterThanOrEqual(Math.max(end, slot?.startSec ?? 0));
            expect(x.toSec ?? s.clock.elapsedSec).toBeLessThanOrEqual(slot?.endSec ?? 0);
            end = x.toSec ?? Infinity;
          }
          expect(r.longestStintSec).toBe(Math.max(0, ...r.stints.map((x) => x.seconds)));
          expect(r.flyingGoalkeeperSec).toBeLessThanOrEqual(r.workSec);
          expect(r.currentStintSec === null || s.onCourt.includes(id)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('keeps pairs within each player’s time and the score, and at least their quintets’ time', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, events);
        const pairs = new Map(s.pairs.map((x) => [pairKey(...x.playerIds), x]));
        for (const x of s.pairs) {
          const [a, b] = x.playerIds;
          // The sweep agrees with the plain overlap of the two players' intervals.
          expect(x.seconds).toBe(
            overlap(s.courtIntervals[a] ?? [], s.courtIntervals[b] ?? [], s.clock.elapsedSec),
          );
          expect(x.seconds).toBeLessThanOrEqual(
            Math.min(s.secondsPlayed[a] ?? 0, s.secondsPlayed[b] ?? 0),
          );
          expect(x.goalsFor).toBeLessThanOrEqual(s.score.us);
          expect(x.goalsAgainst).toBeLessThanOrEqual(s.score.rival);
        }
        // Five together are ten pairs together: each pair has at least its fives' time and goals.
        const fromFives = new Map<string, { seconds: number; goals: number }>();
        for (const q of s.quintets) {
          const ids = q.key.split(',');
          for (let i = 0; i < ids.length; i++)
            for (let j = i + 1; j < ids.length; j++) {
              const key = pairKey(ids[i] as string, ids[j] as string);
              const sum = fromFives.get(key) ?? { seconds: 0, goals: 0 };
              sum.seconds += q.seconds;
              sum.goals += q.goalsFor + q.goalsAgainst;
              fromFives.set(key, sum);
            }
        }
        for (const [key, sum] of fromFives) {
          const pair = pairs.get(key);
          expect(pair?.seconds ?? 0).toBeGreaterThanOrEqual(sum.seconds);
          expect((pair?.goalsFor ?? 0) + (pair?.goalsAgainst ?? 0)).toBeGreaterThanOrEqual(
            sum.goals,
          );
        }
      }),
      RUNS,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_PERIODS } from '../values/match-events';
import { arbMatch } from './arbitraries';
import { replayMatch } from './replay';
import type { TMatchEvent } from './types';
import { XG_CAP } from './xg';

const RUNS = { numRuns: 60 };

/** Half the shots without a shooter become the rival's: both teams' shots in every log. */
const withRivalShots = (events: readonly TMatchEvent[]): TMatchEvent[] =>
  events.map((e, i) =>
    e.type === 'shot' && e.playerId === undefined && i % 2 === 0
      ? { id: e.id, type: 'rival_shot', period: e.period, minute: e.minute, second: e.second }
      : e,
  );

describe('game states over random valid logs (issue 38)', { timeout: 60_000 }, () => {
  it('splits the play into states that add up, each goal in one of them, every shot tagged and priced', () => {
    fc.assert(
      fc.property(arbMatch, ({ config, events }) => {
        const s = replayMatch(config, withRivalShots(events));
        const strength = Object.values(s.gameStates.strength);
        const score = Object.values(s.gameStates.score);
        const sum = (rows: typeof strength, k: keyof (typeof strength)[number]) =>
          rows.reduce((n, r) => n + r[k], 0);
        // The same play cut two ways, within the match's clock.
        expect(sum(strength, 'seconds')).toBe(sum(score, 'seconds'));
        expect(sum(strength, 'seconds')).toBeLessThanOrEqual(s.clock.elapsedSec);
        for (const rows of [strength, score]) {
          expect(sum(rows, 'goalsFor')).toBe(s.score.us);
          expect(sum(rows, 'goalsAgainst')).toBe(s.score.rival);
          expect(sum(rows, 'shotsFor') + sum(rows, 'shotsAgainst')).toBe(s.shotList.length);
        }
        // Every shot and goal (own goals aside, Law 10) is one record.
        const entries = MATCH_PERIODS.flatMap((p) => s.timeline[p]);
        const owns = new Set(s.goals.filter((g) => g.ownGoal).map((g) => g.eventId));
        const shooting = entries.filter(
          (e) =>
            ['shot', 'rival_shot', 'goal', 'rival_goal'].includes(e.type) && !owns.has(e.eventId),
        );
        expect(s.shotList.map((r) => r.eventId).sort()).toEqual(
          shooting.map((e) => e.eventId).sort(),
        );
        for (const r of s.shotList) {
          expect(r.xg).toBeGreaterThan(0);
          expect(r.xg).toBeLessThanOrEqual(XG_CAP);
          // Our flying goalkeeper's spells tag our shots inside them.
          const flying = s.flyingGoalkeeper.spells.some(
            (i) => r.clockSec >= i.fromSec && (i.toSec === null || r.clockSec < i.toSec),
          );
          expect(r.strength === 'flying_for').toBe(flying);
        }
      }),
      RUNS,
    );
  });
});

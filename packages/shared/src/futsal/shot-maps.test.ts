import { describe, expect, it } from 'vitest';
import { FINISHING_MIN_SHOTS } from '../values/shots';
import { courtZone } from './court-zone';
import { replayMatch } from './replay';
import { finishingVsModel, playerShotFigures, zoneRuns, zoneShades } from './shot-maps';
import { config, kickedOff, p } from './test-helpers';
import { expectedGoals } from './xg';

describe("a player's shot map, the zones' shading and finishing vs the model (decision 0170)", () => {
  it("keeps only the player's own shots and goals, and a void takes a shot out", () => {
    const b = kickedOff();
    const a = b.at('first', 2).add({ type: 'shot', playerId: p(1) });
    b.at('first', 2).push({ type: 'shot_place', shotEventId: a, x: 0.95, y: 0.5 });
    const g = b.at('first', 3).add({ type: 'goal', playerId: p(1) });
    b.at('first', 3).push({
      type: 'shot_place',
      shotEventId: g,
      x: 0.8,
      y: 0.5,
      goalMouth: 'low_left',
    });
    b.at('first', 4).push({ type: 'shot', playerId: p(2) });
    b.at('first', 5).push({ type: 'rival_shot' });
    const one = playerShotFigures(
      [{ shots: replayMatch(config(), b.events).shotList }],
      p(1),
      2000,
    );
    const xg =
      expectedGoals('area_central', null, 'even') + expectedGoals('mid_central', null, 'even');
    expect(one).toMatchObject({ shots: 2, goals: 1, goalMouth: { low_left: 1 } });
    expect(one.xg).toBeCloseTo(xg, 3);
    expect(one.map.map((s) => s.eventId)).toEqual([a, g]);
    expect(one.zones).toEqual({
      area_central: { shots: 1, goals: 0, xg: expectedGoals('area_central', null, 'even') },
      mid_central: { shots: 1, goals: 1, xg: expectedGoals('mid_central', null, 'even') },
    });

    b.at('first', 6).push({ type: 'void', voidsEventId: g });
    const after = playerShotFigures(
      [{ shots: replayMatch(config(), b.events).shotList }],
      p(1),
      2000,
    );
    expect(after).toMatchObject({ shots: 1, goals: 0, goalMouth: {} });
    expect(after.map.map((s) => s.eventId)).toEqual([a]);
  });

  it('compares goals with xG only from FINISHING_MIN_SHOTS shots, in three tones', () => {
    const n = FINISHING_MIN_SHOTS;
    expect(finishingVsModel({ shots: n - 1, goals: 20, xg: 5 })).toBeNull();
    expect(finishingVsModel({ shots: n, goals: 9, xg: 5.84 })).toEqual({
      diff: 3.2,
      tone: 'above',
    });
    expect(finishingVsModel({ shots: n, goals: 4, xg: 6.1 })).toEqual({
      diff: -2.1,
      tone: 'below',
    });
    expect(finishingVsModel({ shots: n, goals: 6, xg: 5.7 })).toEqual({ diff: 0.3, tone: 'level' });
  });

  it("cuts the court into strips whose zone is the engine's own, covering it once", () => {
    const runs = zoneRuns(0.5);
    const area = runs.reduce((sum, r) => sum + r.w * r.h, 0);
    expect(area).toBeCloseTo(40 * 20, 6);
    for (const r of runs) {
      // Every strip's centre is filed in the strip's zone by the function that files shots.
      expect(courtZone((r.x + r.w / 2) / 40, (r.y + r.h / 2) / 20)).toBe(r.zone);
    }
    expect(new Set(runs.map((r) => r.zone)).size).toBe(6);
  });

  it('shades zones by their shots against the busiest', () => {
    expect(zoneShades({})).toEqual({});
    expect(
      zoneShades({ long: { shots: 2 }, area_central: { shots: 8 }, own_half: { shots: 0 } }),
    ).toEqual({ long: 0.25, area_central: 1 });
  });
});

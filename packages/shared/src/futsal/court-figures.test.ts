import { describe, expect, it } from 'vitest';
import { quintetKey } from './court-figures';
import { replayMatch } from './replay';
import { config, kickedOff, p } from './test-helpers';

const five = (...n: number[]) => quintetKey(n.map(p));

describe('plus/minus from the engine’s court', () => {
  it('credits a goal to everyone of ours on court, and a goal against to them too', () => {
    const b = kickedOff();
    b.at('first', 2).push({ type: 'goal', playerId: p(1) });
    b.at('first', 4).push({ type: 'substitution', playerOutId: p(5), playerInId: p(6) });
    b.at('first', 6).push({ type: 'rival_goal' });
    const s = replayMatch(config(), b.events);
    expect(s.plusMinus).toEqual({
      [p(1)]: 0,
      [p(2)]: 0,
      [p(3)]: 0,
      [p(4)]: 0,
      [p(5)]: 1,
      [p(6)]: -1,
    });
  });

  it('leaves a player sent off by a second yellow out of the goals scored after he left', () => {
    const b = kickedOff();
    b.at('first', 2).push({ type: 'goal', playerId: p(1) });
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 5).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 6).push({ type: 'goal', playerId: p(3) });
    const s = replayMatch(config(), b.events);
    expect(s.expelled.map((x) => x.playerId)).toEqual([p(2)]);
    expect(s.plusMinus[p(2)]).toBe(1);
    expect(s.plusMinus[p(1)]).toBe(2);
  });

  it('does the same after a direct red card', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(4) });
    b.at('first', 6).push({ type: 'rival_goal' });
    const s = replayMatch(config(), b.events);
    expect(s.plusMinus[p(4)]).toBeUndefined();
    expect(s.plusMinus[p(1)]).toBe(-1);
  });
});

describe('quintets from the engine’s court', () => {
  it('counts the seconds and goals of each five while the clock runs', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'goal', playerId: p(1) });
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(5), playerInId: p(6) });
    b.at('first', 8).push({ type: 'rival_goal' });
    b.at('first', 20).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    expect(s.quintets).toEqual([
      { key: five(1, 2, 3, 4, 5), seconds: 300, goalsFor: 1, goalsAgainst: 0 },
      { key: five(1, 2, 3, 4, 6), seconds: 900, goalsFor: 0, goalsAgainst: 1 },
    ]);
  });

  it('counts four on court after a sending-off as no five, until the fifth comes back on', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 5).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 6).push({ type: 'goal', playerId: p(3) });
    b.at('first', 7).push({ type: 'substitution', playerInId: p(7) });
    b.at('first', 10).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    expect(s.quintets).toEqual([
      { key: five(1, 2, 3, 4, 5), seconds: 300, goalsFor: 0, goalsAgainst: 0 },
      { key: five(1, 3, 4, 5, 7), seconds: 180, goalsFor: 0, goalsAgainst: 0 },
    ]);
    // The time with four is in nobody's five, but in their minutes.
    expect(s.secondsPlayed[p(1)]).toBe(600);
  });

  it('measures the running five up to the live clock without changing the fold', () => {
    const b = kickedOff();
    b.at('first', 1).push({ type: 'shot', playerId: p(1) });
    const live = replayMatch(config(), b.events, { clockSec: 90 });
    expect(live.quintets).toEqual([
      { key: five(1, 2, 3, 4, 5), seconds: 90, goalsFor: 0, goalsAgainst: 0 },
    ]);
    expect(live.secondsPlayed[p(1)]).toBe(90);
  });
});

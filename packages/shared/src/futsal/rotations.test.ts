import { describe, expect, it } from 'vitest';
import { pairKey } from './pairs';
import { replayMatch } from './replay';
import { freshestFirst, workRestRatio } from './rotations';
import { config, kickedOff, p, secondHalf } from './test-helpers';

describe('stints from the engine’s court', () => {
  it('splits a player’s time into spells per period, with the current one and rest since leaving', () => {
    const b = kickedOff();
    b.at('first', 4).push({ type: 'substitution', playerOutId: p(5), playerInId: p(6) });
    b.at('first', 9).push({ type: 'substitution', playerOutId: p(6), playerInId: p(5) });
    secondHalf(b);
    b.at('second', 21).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    const s = replayMatch(config(), b.events, { clockSec: 25 * 60 });
    const r5 = s.rotations[p(5)];
    expect(r5?.stints).toEqual([
      { period: 'first', fromSec: 0, toSec: 240, seconds: 240 },
      { period: 'first', fromSec: 540, toSec: 1200, seconds: 660 },
      { period: 'second', fromSec: 1200, toSec: null, seconds: 300 },
    ]);
    expect(r5?.currentStintSec).toBe(300);
    expect(r5?.restSinceSec).toBeNull();
    expect(r5?.longestStintSec).toBe(660);
    expect(r5?.periodSeconds).toEqual({ first: 900, second: 300 });
    expect(r5?.workSec).toBe(1200);
    expect(r5?.restSec).toBe(300);

    const r1 = s.rotations[p(1)];
    expect(r1?.currentStintSec).toBeNull();
    expect(r1?.restSinceSec).toBe(240);
    const r6 = s.rotations[p(6)];
    expect(r6?.stints.map((x) => x.seconds)).toEqual([300, 240]);
    expect(r6?.restSec).toBe(25 * 60 - 540);
    // Never played: no stint, no rest since leaving, all the match rested.
    expect(s.rotations[p(7)]).toMatchObject({ stints: [], restSinceSec: null, restSec: 1500 });
  });

  it('follows the match clock: stopped time between periods does not count', () => {
    const b = kickedOff();
    b.at('first', 18).push({ type: 'substitution', playerOutId: p(2), playerInId: p(7) });
    b.at('first', 20).push({ type: 'period_end' });
    const half = replayMatch(config(), b.events, { clockSec: 30 * 60 });
    // The period is over: the clock stays at 20:00 whatever the console says.
    expect(half.rotations[p(2)]?.restSinceSec).toBe(120);
    expect(half.rotations[p(7)]?.currentStintSec).toBeNull();
    b.at('second', 20).push({ type: 'period_start' });
    const later = replayMatch(config(), b.events, { clockSec: 21 * 60 });
    expect(later.rotations[p(2)]?.restSinceSec).toBe(180);
    expect(later.rotations[p(7)]?.currentStintSec).toBe(60);
  });

  it('leaves out an empty spell from a change at the very second a period starts', () => {
    const b = secondHalf();
    b.at('second', 20).push({ type: 'substitution', playerOutId: p(3), playerInId: p(8) });
    const s = replayMatch(config(), b.events, { clockSec: 22 * 60 });
    expect(s.rotations[p(3)]?.stints).toEqual([
      { period: 'first', fromSec: 0, toSec: 1200, seconds: 1200 },
    ]);
    expect(s.rotations[p(3)]?.restSinceSec).toBe(120);
  });

  it('stops a player’s rest at his sending-off', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(4), playerInId: p(9) });
    b.at('first', 8).push({ type: 'red_card', playerId: p(4) });
    const s = replayMatch(config(), b.events, { clockSec: 12 * 60 });
    expect(s.rotations[p(4)]).toMatchObject({ workSec: 300, restSec: 180, restSinceSec: 180 });
  });

  it('counts a flying goalkeeper’s time only for the player named, while on court', () => {
    const b = kickedOff();
    b.at('first', 10).push({ type: 'flying_goalkeeper_on', playerId: p(3) });
    b.at('first', 12).push({ type: 'substitution', playerOutId: p(3), playerInId: p(6) });
    b.at('first', 13).push({ type: 'flying_goalkeeper_off' });
    b.at('first', 15).push({ type: 'flying_goalkeeper_on' });
    b.at('first', 16).push({ type: 'flying_goalkeeper_off' });
    b.at('first', 17).push({ type: 'flying_goalkeeper_on', playerId: p(6) });
    const s = replayMatch(config(), b.events, { clockSec: 18 * 60 + 30 });
    expect(s.rotations[p(3)]?.flyingGoalkeeperSec).toBe(120);
    // The spell still running counts up to the clock.
    expect(s.rotations[p(6)]?.flyingGoalkeeperSec).toBe(90);
    expect(s.rotations[p(1)]?.flyingGoalkeeperSec).toBe(0);
    expect(s.rotations[p(6)]?.flyingNow).toBe(true);
    expect(s.rotations[p(3)]?.flyingNow).toBe(false);
  });
});

describe('pairs from the engine’s court', () => {
  it('gives two players their time together and the goals while both were on court', () => {
    const b = kickedOff();
    b.at('first', 2).push({ type: 'goal', playerId: p(1) });
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(5), playerInId: p(6) });
    // A goal at the second of a change: the engine's court after the change takes it.
    b.at('first', 8).push({ type: 'substitution', playerOutId: p(4), playerInId: p(7) });
    b.at('first', 8).push({ type: 'rival_goal' });
    b.at('first', 20).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    const pair = (a: number, c: number) =>
      s.pairs.find((x) => pairKey(...x.playerIds) === pairKey(p(a), p(c)));
    expect(pair(1, 2)).toEqual({
      playerIds: [p(1), p(2)],
      seconds: 1200,
      goalsFor: 1,
      goalsAgainst: 1,
    });
    expect(pair(1, 5)).toMatchObject({ seconds: 300, goalsFor: 1, goalsAgainst: 0 });
    expect(pair(4, 6)).toMatchObject({ seconds: 180, goalsFor: 0, goalsAgainst: 0 });
    expect(pair(1, 7)).toMatchObject({ seconds: 720, goalsFor: 0, goalsAgainst: 1 });
    expect(pair(5, 6)).toBeUndefined();
    expect(s.pairs[0]?.seconds).toBe(1200);
  });
});

describe('the bench freshest first', () => {
  it('puts those yet to play first, then the longest rest, then the least work', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 6).push({ type: 'substitution', playerOutId: p(6), playerInId: p(1) });
    b.at('first', 6).push({ type: 'substitution', playerOutId: p(2), playerInId: p(7) });
    const s = replayMatch(config({ substitutes: [6, 7, 8].map(p) }), b.events, {
      clockSec: 10 * 60,
    });
    expect(s.bench).toEqual([p(2), p(6), p(8)]);
    // p8 never played; p6 and p2 both left at 6:00, p6 after 3 minutes' work, p2 after 6.
    expect(freshestFirst(s.bench, s.rotations)).toEqual([p(8), p(6), p(2)]);
  });

  it('gives work over rest, none before any rest', () => {
    expect(workRestRatio({ workSec: 240, restSec: 120 })).toBe(2);
    expect(workRestRatio({ workSec: 240, restSec: 0 })).toBeNull();
  });
});

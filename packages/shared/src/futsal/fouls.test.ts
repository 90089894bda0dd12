import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { config, kickedOff, p, secondHalf } from './test-helpers';

describe('accumulated fouls (Law 13)', () => {
  it('counts fouls per team in the current half', () => {
    const b = kickedOff();
    b.at('first', 2)
      .push({ type: 'foul', playerId: p(1) })
      .push({ type: 'rival_foul' })
      .push({ type: 'foul' });
    const s = replayMatch(config(), b.events);
    expect(s.fouls.current).toEqual({ us: 2, rival: 1 });
    expect(s.fouls.us).toEqual({ first: 2, second: 0 });
    expect(s.summary.fouls).toEqual({ us: 2, rival: 1 });
    expect(s.players[p(1)]?.fouls).toBe(1);
  });

  it('resets the count at half-time', () => {
    const b = kickedOff();
    for (let i = 0; i < 7; i++) b.at('first', 10 + i).push({ type: 'rival_foul' });
    secondHalf(b);
    b.at('second', 21).push({ type: 'rival_foul' });
    const s = replayMatch(config(), b.events);
    expect(s.fouls.rival).toEqual({ first: 7, second: 1 });
    expect(s.fouls.current.rival).toBe(1);
    expect(s.fouls.warning.rival).toBe(false);
    const last = s.fouls.list.at(-1);
    expect(last).toMatchObject({ bucket: 'second', number: 1, tenMetreKick: false });
  });

  it('warns at the fifth foul and flags the sixth and later as 10 m kicks', () => {
    const b = kickedOff();
    for (let i = 1; i <= 7; i++) b.at('first', i).push({ type: 'foul' });
    const s = replayMatch(config(), b.events);
    const flags = s.fouls.list.map((f) => [f.number, f.warning, f.tenMetreKick]);
    expect(flags).toEqual([
      [1, false, false],
      [2, false, false],
      [3, false, false],
      [4, false, false],
      [5, true, false],
      [6, false, true],
      [7, false, true],
    ]);
    expect(s.fouls.warning).toEqual({ us: true, rival: false });
  });

  it('has no warning at four fouls', () => {
    const b = kickedOff();
    for (let i = 1; i <= 4; i++) b.at('first', i).push({ type: 'rival_foul' });
    expect(replayMatch(config(), b.events).fouls.warning.rival).toBe(false);
  });

  it('carries the second half count into extra time', () => {
    const b = secondHalf();
    for (let i = 0; i < 5; i++) b.at('second', 30 + i).push({ type: 'foul' });
    b.at('second', 40).push({ type: 'period_end' });
    b.at('firstExtra', 40).push({ type: 'period_start' });
    b.at('firstExtra', 42).push({ type: 'foul' });
    const s = replayMatch(config({ periods: 4 }), b.events);
    expect(s.rejected).toEqual([]);
    expect(s.fouls.us).toEqual({ first: 0, second: 6 });
    expect(s.fouls.list.at(-1)).toMatchObject({ bucket: 'second', number: 6, tenMetreKick: true });
    expect(s.fouls.current.us).toBe(6);
  });

  it('does not count a voided foul', () => {
    const b = kickedOff();
    const id = b.at('first', 3).add({ type: 'foul' });
    b.at('first', 4).push({ type: 'void', voidsEventId: id }).push({ type: 'foul' });
    const s = replayMatch(config(), b.events);
    expect(s.fouls.current.us).toBe(1);
    expect(s.fouls.list[0]?.number).toBe(1);
  });
});

describe('fouls not accumulated (Law 13: only direct free kick and penalty fouls count)', () => {
  it('lists an indirect free kick foul without counting it', () => {
    const b = kickedOff();
    for (let i = 0; i < 4; i++) b.at('first', 1 + i).push({ type: 'foul', playerId: p(1) });
    b.at('first', 6).push({ type: 'foul', playerId: p(2), accumulated: false });
    b.push({ type: 'rival_foul', accumulated: false });
    const s = replayMatch(config(), b.events);
    expect(s.fouls.us.first).toBe(4);
    expect(s.fouls.rival.first).toBe(0);
    expect(s.fouls.warning.us).toBe(false);
    expect(s.fouls.list[4]).toMatchObject({
      accumulated: false,
      number: 4,
      warning: false,
      tenMetreKick: false,
    });
    expect(s.players[p(2)]?.fouls).toBe(1);
    expect(s.summary.fouls).toEqual({ us: 5, rival: 1 });
    expect(s.summary.accumulatedFouls).toEqual({ us: 4, rival: 0 });
  });

  it('gives the warning at the 5th accumulated foul and the 10 m kick from the 6th, skipping indirect ones', () => {
    const b = kickedOff();
    for (let i = 0; i < 5; i++) b.at('first', 1 + i).push({ type: 'rival_foul' });
    b.at('first', 7).push({ type: 'rival_foul', accumulated: false });
    b.at('first', 8).push({ type: 'rival_foul', accumulated: true });
    const s = replayMatch(config(), b.events);
    expect(s.fouls.list.map((f) => [f.number, f.warning, f.tenMetreKick])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, false, false],
      [4, false, false],
      [5, true, false],
      [5, false, false],
      [6, false, true],
    ]);
    expect(s.fouls.warning.rival).toBe(true);
  });
});

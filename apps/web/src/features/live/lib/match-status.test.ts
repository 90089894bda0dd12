import { MatchLogBuilder } from '@futsal/shared/futsal/builder';
import { replayMatch } from '@futsal/shared/futsal/replay';
import { describe, expect, it } from 'vitest';
import { matchStatus } from './match-status';

const p = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const config = { starters: [1, 2, 3, 4, 5].map(p), substitutes: [6, 7].map(p) };
const kickedOff = () => new MatchLogBuilder().at('first', 0).push({ type: 'period_start' });
const kinds = (b: MatchLogBuilder, sec: number) =>
  matchStatus(replayMatch(config, b.events, { clockSec: sec }), sec).map((e) => e.key);

describe('matchStatus', () => {
  it('one line per team for its fouls from the 5th, gone when the period ends', () => {
    const b = kickedOff();
    for (let m = 1; m <= 6; m += 1) b.at('first', m).push({ type: 'foul' });
    for (let m = 1; m <= 5; m += 1) b.at('first', m).push({ type: 'rival_foul' });
    const state = replayMatch(config, b.events, { clockSec: 420 });
    const lines = matchStatus(state, 420);
    expect(lines.map((l) => l.key)).toEqual(['fouls-us', 'fouls-rival']);
    expect(lines[0]).toMatchObject({ count: 6, tenMetre: true });
    expect(lines[1]).toMatchObject({ count: 5, tenMetre: false });
    b.at('first', 20).push({ type: 'period_end' });
    expect(kinds(b, 1200)).toEqual([]);
  });

  it('a man-down names its player while it runs, then says the return to five for 30 s, newest first', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 4).push({ type: 'foul' });
    const running = matchStatus(replayMatch(config, b.events, { clockSec: 250 }), 250);
    expect(running).toEqual([
      expect.objectContaining({ kind: 'man-down', side: 'us', playerId: p(2), left: 50 }),
    ]);
    expect(kinds(b, 300)).toEqual(['back-us']);
    expect(kinds(b, 330)).toEqual([]);
  });

  it('no return to five while another man-down of that team runs', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 4).push({ type: 'red_card', playerId: p(3) });
    expect(kinds(b, 305)).toEqual([`md-${b.events[2]?.id}`]);
  });

  it('a second yellow from the bench is said for two minutes; the team stays at five', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(7) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(7) });
    const lines = matchStatus(replayMatch(config, b.events, { clockSec: 540 }), 540);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'sent-off', playerId: p(7), secondYellow: true }),
    ]);
    expect(kinds(b, 600)).toEqual([]);
  });
});

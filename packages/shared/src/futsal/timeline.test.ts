import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { config, kickedOff, p, secondHalf } from './test-helpers';

describe('the timeline (built from the accepted events, decision 0089)', () => {
  it('lists each accepted event in match order with its side, player and minute, and leaves out refused events and the clock', () => {
    const b = kickedOff();
    b.at('first', 10).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 3, 30).push({ type: 'shot', playerId: p(2), onTarget: true });
    b.at('first', 4).push({ type: 'clock_pause', at: Date.UTC(2026, 10, 1, 18, 4) });
    b.at('first', 5).push({ type: 'rival_goal' });
    // Refused: p(1) has left the court by then.
    const refused = b.at('first', 12).add({ type: 'foul', playerId: p(1) });
    secondHalf(b);
    b.at('second', 25).push({ type: 'goal', playerId: p(6) });
    const s = replayMatch(config(), b.events);
    expect(s.rejected.map((r) => r.eventId)).toEqual([refused]);
    const row = (t: (typeof s.timeline.first)[number]) => [
      t.type,
      t.side,
      t.playerId,
      t.clockSec,
      t.display,
    ];
    expect(s.timeline.first.map(row)).toEqual([
      ['period_start', 'us', null, 0, "0'"],
      ['shot', 'us', p(2), 210, "3'"],
      ['rival_goal', 'rival', null, 300, "5'"],
      ['substitution', 'us', p(6), 600, "10'"],
      ['period_end', 'us', null, 1200, "20'"],
    ]);
    expect(s.timeline.second.map(row)).toEqual([
      ['period_start', 'us', null, 1200, "20'"],
      ['goal', 'us', p(6), 1500, "25'"],
    ]);
    expect(s.timeline.first.map((t) => t.eventId)).not.toContain(refused);
  });
});

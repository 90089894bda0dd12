import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { config, kickedOff, p, secondHalf } from './test-helpers';

describe('participation (spec §3)', () => {
  const cfg = config({
    substitutes: [6, 7, 8].map(p),
    roster: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(p),
    injured: [p(9)],
    suspended: [p(10)],
  });

  it('classifies every player of the roster during the match', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 6).push({ type: 'red_card', playerId: p(6) });
    const s = replayMatch(cfg, b.events);
    expect(s.participation).toEqual({
      [p(1)]: 'starter',
      [p(2)]: 'starter',
      [p(3)]: 'starter',
      [p(4)]: 'starter',
      [p(5)]: 'starter',
      [p(6)]: 'substitute_played',
      [p(7)]: 'substitute',
      [p(8)]: 'substitute',
      [p(9)]: 'injured',
      [p(10)]: 'suspended',
      [p(11)]: 'not_selected',
    });
  });

  it('marks unused substitutes as bench once the match has finished', () => {
    const b = secondHalf();
    b.at('second', 25)
      .push({ type: 'sub_out', playerId: p(2) })
      .push({ type: 'sub_in', playerId: p(8) });
    b.at('second', 40).push({ type: 'period_end' });
    const s = replayMatch(cfg, b.events);
    expect([s.participation[p(7)], s.participation[p(8)]]).toEqual(['bench', 'substitute_played']);
  });

  it('counts cards, assists and shots (a goal is a shot on target) per player and in the summary', () => {
    const b = kickedOff();
    b.at('first', 2)
      .push({ type: 'shot', playerId: p(3), onTarget: true })
      .push({ type: 'shot', playerId: p(3) });
    b.at('first', 3).push({
      type: 'goal',
      playerId: p(3),
      assistPlayerId: p(4),
      goalType: 'moving_play',
      finishingType: 'header',
    });
    b.at('first', 4)
      .push({ type: 'assist', playerId: p(5) })
      .push({ type: 'corner' })
      .push({ type: 'offside' });
    b.at('first', 5)
      .push({ type: 'yellow_card', playerId: p(2) })
      .push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 5).push({ type: 'rival_red_card' });
    const s = replayMatch(cfg, b.events);
    expect(s.rejected).toEqual([]);
    expect(s.players[p(3)]).toMatchObject({ goals: 1, shots: 3, shotsOnTarget: 2 });
    expect(s.players[p(4)]?.assists).toBe(1);
    expect(s.players[p(2)]).toMatchObject({ yellowCards: 2, redCards: 1 });
    expect(s.summary).toMatchObject({
      goals: { us: 1, rival: 0 },
      shots: 3,
      shotsOnTarget: 2,
      corners: 1,
      offsides: 1,
      assists: 2,
      yellowCards: 2,
      redCards: { us: 1, rival: 1 },
      goalTypes: { moving_play: 1 },
      finishingTypes: { header: 1 },
      secondYellow: [p(2)],
    });
  });
});

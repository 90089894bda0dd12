import { describe, expect, it } from 'vitest';
import type { TShootoutOutcome } from '../schemas/match-events';
import type { MatchLogBuilder } from './builder';
import { matchRulesConfig } from './match-config';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { shootoutMoment } from './shootout';
import { config, p, secondHalf } from './test-helpers';
import type { TMatchRulesConfigInput } from './types';
import { validateEvent } from './validate';

const cup = config({ shootout: true });

/** A cup tie of 2 × 20' that ended 1–1. */
function levelAfterRegularTime(): MatchLogBuilder {
  const b = secondHalf();
  b.at('second', 25).push({ type: 'goal', playerId: p(1) });
  b.at('second', 30).push({ type: 'rival_goal' });
  b.at('second', 40).push({ type: 'period_end' });
  return b;
}

/** Logs kicks in the given order at the shoot-out's moment: 'u'/'r' side, then the outcome. */
function kicks(
  b: MatchLogBuilder,
  cfg: TMatchRulesConfigInput,
  list: [side: 'u' | 'r', outcome: TShootoutOutcome][],
) {
  const at = shootoutMoment(cfg);
  b.at(at.period, at.minute, at.second);
  list.forEach(([side, outcome], i) =>
    b.push(
      side === 'u'
        ? { type: 'shootout_kick', playerId: p(1 + (i % 5)), outcome }
        : { type: 'rival_shootout_kick', outcome },
    ),
  );
  return b;
}

describe('extra time (Law 7, Law 10)', () => {
  it('plays two extra periods only when regular time ends level', () => {
    const b = secondHalf();
    b.at('second', 25).push({ type: 'goal', playerId: p(1) });
    b.at('second', 40).push({ type: 'period_end' });
    const s = replayMatch(config({ periods: 4 }), b.events);
    expect(s.finished).toBe(true);
    b.at('firstExtra', 40);
    expect(
      validateEvent(config({ periods: 4 }), b.events, b.make({ type: 'period_start' })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.MATCH_FINISHED,
    });
  });

  it('goes on into extra time when level, and finishes after the second extra period', () => {
    const cfg = config({ periods: 4 });
    const b = levelAfterRegularTime();
    expect(replayMatch(cfg, b.events).finished).toBe(false);
    b.at('firstExtra', 40).push({ type: 'period_start' });
    b.at('firstExtra', 45).push({ type: 'period_end' });
    b.at('secondExtra', 45).push({ type: 'period_start' });
    b.at('secondExtra', 50).push({ type: 'period_end' });
    const s = replayMatch(cfg, b.events);
    expect(s.finished).toBe(true);
    expect(s.shootout).toMatchObject({ available: false, decided: false });
  });
});

describe('kicks from the penalty mark (Law 10)', () => {
  it('are refused in a match without them, before play is over, and after a winner', () => {
    const b = levelAfterRegularTime();
    const kick = () => {
      const at = shootoutMoment(cup);
      return b.at(at.period, at.minute).make({ type: 'rival_shootout_kick', outcome: 'scored' });
    };
    expect(validateEvent(config(), b.events, kick())).toMatchObject({
      ok: false,
      code: MatchRuleCode.SHOOTOUT_NOT_AVAILABLE,
    });
    expect(validateEvent(cup, b.events, kick())).toEqual({ ok: true });
    const running = secondHalf();
    running.at('second', 30);
    const early = running.make({ type: 'rival_shootout_kick', outcome: 'scored' });
    expect(validateEvent(cup, running.events, early)).toMatchObject({
      ok: false,
      code: MatchRuleCode.SHOOTOUT_NOT_AVAILABLE,
    });
    const won = secondHalf();
    won.at('second', 25).push({ type: 'goal', playerId: p(1) });
    won.at('second', 40).push({ type: 'period_end' });
    expect(
      validateEvent(cup, won.events, won.make({ type: 'rival_shootout_kick', outcome: 'scored' })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.SHOOTOUT_NOT_AVAILABLE,
    });
  });

  it('alternate, the first kick setting the order', () => {
    const b = kicks(levelAfterRegularTime(), cup, [['r', 'scored']]);
    expect(replayMatch(cup, b.events).shootout.next).toBe('us');
    expect(
      validateEvent(cup, b.events, b.make({ type: 'rival_shootout_kick', outcome: 'scored' })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.SHOOTOUT_OUT_OF_TURN,
    });
    b.push({ type: 'shootout_kick', playerId: p(2), outcome: 'saved' });
    expect(replayMatch(cup, b.events).shootout).toMatchObject({ next: 'rival', us: 0, rival: 1 });
  });

  it('are decided as soon as it is mathematically settled within the best of 5', () => {
    // 3–0 after three kicks each: the rival's two left cannot catch up.
    const b = kicks(levelAfterRegularTime(), cup, [
      ['u', 'scored'],
      ['r', 'missed'],
      ['u', 'scored'],
      ['r', 'saved'],
      ['u', 'scored'],
    ]);
    expect(replayMatch(cup, b.events).shootout.decided).toBe(false);
    b.push({ type: 'rival_shootout_kick', outcome: 'saved' });
    const s = replayMatch(cup, b.events);
    expect(s.shootout).toMatchObject({ us: 3, rival: 0, decided: true, winner: 'us', next: null });
    expect(s.shootout.kicks.map((k) => [k.side, k.round])).toEqual([
      ['us', 1],
      ['rival', 1],
      ['us', 2],
      ['rival', 2],
      ['us', 3],
      ['rival', 3],
    ]);
    expect(
      validateEvent(
        cup,
        b.events,
        b.make({ type: 'shootout_kick', playerId: p(4), outcome: 'scored' }),
      ),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.SHOOTOUT_DECIDED,
    });
  });

  it('are decided before the second team kicks when it cannot catch up (2–0 after 4 v 3)', () => {
    const b = kicks(levelAfterRegularTime(), cup, [
      ['u', 'scored'],
      ['r', 'missed'],
      ['u', 'scored'],
      ['r', 'missed'],
      ['u', 'missed'],
      ['r', 'missed'],
      ['u', 'scored'],
    ]);
    // 3–0 with the rival having two kicks left: settled.
    expect(replayMatch(cup, b.events).shootout).toMatchObject({ decided: true, winner: 'us' });
  });

  it('go to sudden death when level after five each', () => {
    const five: [side: 'u' | 'r', outcome: TShootoutOutcome][] = [];
    for (let i = 0; i < 5; i++) five.push(['u', 'scored'], ['r', 'scored']);
    const b = kicks(levelAfterRegularTime(), cup, [...five, ['u', 'scored']]);
    expect(replayMatch(cup, b.events).shootout).toMatchObject({
      us: 6,
      rival: 5,
      decided: false,
      next: 'rival',
    });
    b.push({ type: 'rival_shootout_kick', outcome: 'scored' });
    b.push({ type: 'shootout_kick', playerId: p(2), outcome: 'missed' });
    b.push({ type: 'rival_shootout_kick', outcome: 'scored' });
    const s = replayMatch(cup, b.events);
    expect(s.shootout).toMatchObject({ us: 6, rival: 7, decided: true, winner: 'rival' });
  });

  it('do not count as goals of the match, nor in the statistics', () => {
    const b = kicks(levelAfterRegularTime(), cup, [
      ['u', 'scored'],
      ['r', 'missed'],
    ]);
    const s = replayMatch(cup, b.events);
    expect(s.score).toEqual({ us: 1, rival: 1 });
    expect(s.summary.goals).toEqual({ us: 1, rival: 1 });
    expect(s.summary.shots).toBe(1);
    expect(s.players[p(1)]).toMatchObject({ goals: 1, shots: 1 });
    expect(s.goals).toHaveLength(2);
  });

  it('refuse a kick by a player sent off', () => {
    const b = secondHalf();
    b.at('second', 30).push({ type: 'red_card', playerId: p(3) });
    b.at('second', 40).push({ type: 'period_end' });
    const at = shootoutMoment(cup);
    b.at(at.period, at.minute);
    expect(
      validateEvent(
        cup,
        b.events,
        b.make({ type: 'shootout_kick', playerId: p(3), outcome: 'scored' }),
      ),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_EXPELLED,
    });
  });

  it('follow extra time in a match with four periods', () => {
    const cfg = matchRulesConfig(
      {
        periods: 4,
        periodDuration: 20,
        type: 'league',
        lineup: { starters: [1, 2, 3, 4, 5].map(p), substitutes: [] },
      },
      [],
    );
    expect(cfg.shootout).toBe(true);
    expect(shootoutMoment(cfg)).toEqual({ period: 'secondExtra', minute: 50, second: 0 });
    const b = levelAfterRegularTime();
    b.at('firstExtra', 40).push({ type: 'period_start' });
    b.at('firstExtra', 45).push({ type: 'period_end' });
    b.at('secondExtra', 45).push({ type: 'period_start' });
    b.at('secondExtra', 50).push({ type: 'period_end' });
    kicks(b, cfg, [['u', 'scored']]);
    expect(replayMatch(cfg, b.events).shootout).toMatchObject({
      available: true,
      us: 1,
      next: 'rival',
    });
  });
});

describe('matchRulesConfig (decision 0034)', () => {
  const lineup = { starters: [1, 2, 3, 4, 5].map(p), substitutes: [p(6)] };
  it('builds the engine config from a match and its roster', () => {
    const roster = [
      { id: p(1), status: 'available' },
      { id: p(7), status: 'injured' },
      { id: p(8), status: 'suspended' },
    ];
    expect(
      matchRulesConfig({ periods: 2, periodDuration: 25, type: 'league', lineup }, roster),
    ).toEqual({
      periods: 2,
      periodMinutes: 25,
      shootout: false,
      starters: lineup.starters,
      substitutes: lineup.substitutes,
      roster: [p(1), p(7), p(8)],
      injured: [p(7)],
      suspended: [p(8)],
    });
  });

  it('gives a cup tie kicks from the penalty mark, and a match without lineup an empty one', () => {
    expect(
      matchRulesConfig({ periods: 2, periodDuration: 20, type: 'cup', lineup: null }, []),
    ).toMatchObject({
      shootout: true,
      starters: [],
      substitutes: [],
    });
  });
});

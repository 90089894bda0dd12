import { describe, expect, it } from 'vitest';
import { MatchLogBuilder } from './builder';
import { resolveRulesConfig } from './config';
import { displayClock, displayMinute, periodPlan } from './periods';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p, secondHalf } from './test-helpers';
import { validateEvent } from './validate';

const code = (c: string) => expect.objectContaining({ ok: false, code: c });

describe('periods and the clock', () => {
  it('lays the periods on one clock of elapsed playing time', () => {
    const plan = periodPlan(resolveRulesConfig(config({ periods: 4 })));
    expect(plan.map((s) => [s.period, s.kind, s.startSec, s.endSec])).toEqual([
      ['first', 'regular', 0, 1200],
      ['second', 'regular', 1200, 2400],
      ['firstExtra', 'extra', 2400, 2700],
      ['secondExtra', 'extra', 2700, 3000],
    ]);
    expect(periodPlan(resolveRulesConfig(config({ periods: 1, periodMinutes: 25 })))).toHaveLength(
      1,
    );
  });

  it('refuses events before the period starts', () => {
    const b = new MatchLogBuilder().at('first', 0);
    expect(validateEvent(config(), b.events, b.make({ type: 'rival_goal' }))).toEqual(
      code(MatchRuleCode.PERIOD_NOT_STARTED),
    );
    const c = kickedOff();
    c.at('first', 20).push({ type: 'period_end' });
    c.at('second', 21);
    expect(validateEvent(config(), c.events, c.make({ type: 'foul' }))).toEqual(
      code(MatchRuleCode.PERIOD_NOT_STARTED),
    );
  });

  it('refuses events after the final period_end', () => {
    const b = secondHalf();
    b.at('second', 40).push({ type: 'period_end' });
    expect(replayMatch(config(), b.events).finished).toBe(true);
    expect(validateEvent(config(), b.events, b.make({ type: 'rival_goal' }))).toEqual(
      code(MatchRuleCode.MATCH_FINISHED),
    );
    expect(validateEvent(config(), b.events, b.make({ type: 'period_end' }))).toEqual(
      code(MatchRuleCode.MATCH_FINISHED),
    );
    // A match ended early (abandoned at 35') also refuses anything later.
    const c = secondHalf();
    c.at('second', 35).push({ type: 'period_end' });
    c.at('second', 36);
    expect(validateEvent(config(), c.events, c.make({ type: 'foul' }))).toEqual(
      code(MatchRuleCode.MATCH_FINISHED),
    );
  });

  it('refuses an event in a period that has ended', () => {
    const b = kickedOff();
    b.at('first', 15).push({ type: 'period_end' });
    b.at('first', 17);
    expect(validateEvent(config(), b.events, b.make({ type: 'foul' }))).toEqual(
      code(MatchRuleCode.PERIOD_ENDED),
    );
  });

  it('refuses periods the match does not have and clocks outside the period', () => {
    const b = secondHalf();
    b.at('second', 40).push({ type: 'period_end' });
    b.at('firstExtra', 40);
    expect(validateEvent(config(), b.events, b.make({ type: 'period_start' }))).toEqual(
      code(MatchRuleCode.PERIOD_NOT_IN_MATCH),
    );
    const c = kickedOff().at('first', 21);
    expect(validateEvent(config(), c.events, c.make({ type: 'foul' }))).toEqual(
      code(MatchRuleCode.CLOCK_OUT_OF_PERIOD),
    );
    const d = kickedOff().at('second', 10);
    expect(validateEvent(config(), d.events, d.make({ type: 'foul' }))).toEqual(
      code(MatchRuleCode.CLOCK_OUT_OF_PERIOD),
    );
  });

  it('starts periods in order', () => {
    const b = kickedOff().at('second', 20);
    expect(validateEvent(config(), b.events, b.make({ type: 'period_start' }))).toEqual(
      code(MatchRuleCode.PERIOD_OUT_OF_ORDER),
    );
    const c = new MatchLogBuilder().at('second', 20);
    expect(validateEvent(config(), c.events, c.make({ type: 'period_start' }))).toEqual(
      code(MatchRuleCode.PERIOD_OUT_OF_ORDER),
    );
  });

  it('shows goals after regular time as extra time', () => {
    const b = secondHalf();
    b.at('second', 30).push({ type: 'rival_goal' });
    b.at('second', 39, 59).push({ type: 'goal', playerId: p(1) });
    b.at('second', 40).push({ type: 'period_end' });
    b.at('firstExtra', 40).push({ type: 'period_start' });
    b.at('firstExtra', 42).push({ type: 'rival_goal' });
    b.at('firstExtra', 43, 10).push({ type: 'goal', playerId: p(2) });
    const s = replayMatch(config({ periods: 4 }), b.events);
    expect(s.goals.map((g) => [g.display, g.extraTime])).toEqual([
      ["30'", false],
      ["39'", false],
      ["40+2'", true],
      ["40+4'", true],
    ]);
    expect(s.clock).toMatchObject({ elapsedSec: 2590, extraTime: true, display: '40+03:10' });
    expect(s.timeline.firstExtra.map((t) => t.display)).toEqual(["40'", "40+2'", "40+4'"]);
  });

  it('formats minutes and clocks', () => {
    expect(displayMinute(0, 2400)).toBe("0'");
    expect(displayMinute(2400, 2400)).toBe("40'");
    expect(displayMinute(2401, 2400)).toBe("40+1'");
    expect(displayClock(754, 2400)).toBe('12:34');
    expect(displayClock(2530, 2400)).toBe('40+02:10');
  });
});

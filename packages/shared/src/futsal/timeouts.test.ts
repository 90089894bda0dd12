import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, secondHalf } from './test-helpers';
import { validateEvent } from './validate';

describe('time-outs (Law 7)', () => {
  it('gives each team one per half', () => {
    const b = kickedOff();
    expect(replayMatch(config(), b.events).timeouts.left).toEqual({ us: 1, rival: 1 });
    b.at('first', 4).push({ type: 'timeout' });
    expect(replayMatch(config(), b.events).timeouts.left).toEqual({ us: 0, rival: 1 });
    expect(validateEvent(config(), b.events, b.make({ type: 'timeout' }))).toMatchObject({
      ok: false,
      code: MatchRuleCode.TIMEOUT_NOT_AVAILABLE,
      messageKey: 'match.rule.TIMEOUT_NOT_AVAILABLE',
    });
    expect(validateEvent(config(), b.events, b.make({ type: 'rival_timeout' }))).toEqual({
      ok: true,
    });
  });

  it('gives a new one in the second half, shown already at half-time', () => {
    const b = kickedOff();
    b.at('first', 4).push({ type: 'timeout' }).push({ type: 'rival_timeout' });
    b.at('first', 20).push({ type: 'period_end' });
    expect(replayMatch(config(), b.events).timeouts.left).toEqual({ us: 1, rival: 1 });
    b.at('second', 20).push({ type: 'period_start' });
    b.at('second', 25);
    expect(validateEvent(config(), b.events, b.make({ type: 'timeout' }))).toEqual({ ok: true });
  });

  it('refuses time-outs in extra time', () => {
    const b = secondHalf();
    b.at('second', 40).push({ type: 'period_end' });
    b.at('firstExtra', 40).push({ type: 'period_start' });
    const s = replayMatch(config({ periods: 4 }), b.events);
    expect(s.timeouts.left).toEqual({ us: 0, rival: 0 });
    b.at('firstExtra', 41);
    for (const type of ['timeout', 'rival_timeout'] as const) {
      expect(validateEvent(config({ periods: 4 }), b.events, b.make({ type }))).toMatchObject({
        ok: false,
        code: MatchRuleCode.TIMEOUT_NOT_AVAILABLE,
      });
    }
  });

  it('frees the time-out again when it is voided', () => {
    const b = kickedOff();
    const id = b.at('first', 4).add({ type: 'timeout' });
    b.push({ type: 'void', voidsEventId: id });
    expect(validateEvent(config(), b.events, b.make({ type: 'timeout' }))).toEqual({ ok: true });
  });
});

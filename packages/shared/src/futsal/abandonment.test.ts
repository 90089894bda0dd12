import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p } from './test-helpers';
import { validateEvent } from './validate';

describe('a team with fewer than 3 players (Law 3: the match is abandoned)', () => {
  it('abandons the match at the third sending-off from the court within 2 minutes', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(1) });
    b.at('first', 5, 30).push({ type: 'red_card', playerId: p(2) });
    expect(replayMatch(config(), b.events).abandoned).toBeNull();
    const third = b.at('first', 6).add({ type: 'red_card', playerId: p(3) });
    const s = replayMatch(config(), b.events);
    expect(s.abandoned).toEqual({ side: 'us', atClockSec: 360, eventId: third });
    expect(s.finished).toBe(false);
    expect(s.onCourt).toHaveLength(2);
  });

  it('refuses every further event with MATCH_ABANDONED', () => {
    const b = kickedOff();
    b.at('first', 5)
      .push({ type: 'rival_red_card' })
      .push({ type: 'rival_red_card' })
      .push({ type: 'rival_red_card' });
    expect(replayMatch(config(), b.events).abandoned).toMatchObject({
      side: 'rival',
      atClockSec: 300,
    });
    b.at('first', 7);
    for (const body of [
      { type: 'rival_goal' },
      { type: 'period_end' },
      { type: 'shot', playerId: p(1) },
    ] as const) {
      expect(validateEvent(config(), b.events, b.make(body))).toMatchObject({
        ok: false,
        code: MatchRuleCode.MATCH_ABANDONED,
        messageKey: 'match.rule.MATCH_ABANDONED',
      });
    }
  });

  it('is undone by voiding the sending-off that caused it', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'rival_red_card' }).push({ type: 'rival_red_card' });
    const third = b.add({ type: 'rival_red_card' });
    b.push({ type: 'void', voidsEventId: third });
    const s = replayMatch(config(), b.events);
    expect(s.abandoned).toBeNull();
    b.at('first', 6);
    expect(validateEvent(config(), b.events, b.make({ type: 'rival_goal' }))).toEqual({ ok: true });
  });

  it('does not abandon when the windows have run out between the sending-offs', () => {
    const b = kickedOff();
    b.at('first', 2).push({ type: 'red_card', playerId: p(1) });
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 8).push({ type: 'red_card', playerId: p(3) });
    expect(replayMatch(config(), b.events).abandoned).toBeNull();
  });

  it('abandons when the squad has fewer than 3 players left, even after the windows', () => {
    const small = config({ substitutes: [] });
    const b = kickedOff();
    b.at('first', 2).push({ type: 'red_card', playerId: p(1) });
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    expect(replayMatch(small, b.events).abandoned).toBeNull();
    b.at('first', 8).push({ type: 'red_card', playerId: p(3) });
    expect(replayMatch(small, b.events).abandoned).toMatchObject({ side: 'us', atClockSec: 480 });
  });

  it('is not caused by sending-offs on the bench', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'rival_red_card', playerLocation: 'bench' });
    b.push({ type: 'rival_red_card', playerLocation: 'bench' }).push({
      type: 'rival_red_card',
      playerLocation: 'bench',
    });
    expect(replayMatch(config(), b.events).abandoned).toBeNull();
  });
});

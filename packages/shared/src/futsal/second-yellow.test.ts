import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p } from './test-helpers';
import { validateEvent } from './validate';

describe('second caution (Law 12: a player cautioned twice in a match is sent off)', () => {
  it('sends the player off at the second yellow, with no red card logged', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    const second = b.at('first', 8).add({ type: 'yellow_card', playerId: p(2) });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).not.toContain(p(2));
    expect(s.onCourt).toHaveLength(4);
    expect(s.expelled).toEqual([
      { playerId: p(2), eventId: second, clockSec: 480, secondYellow: true, fromCourt: true },
    ]);
    expect(s.players[p(2)]).toMatchObject({ yellowCards: 2, redCards: 1 });
    expect(s.summary).toMatchObject({
      yellowCards: 2,
      redCards: { us: 1, rival: 0 },
      secondYellow: [p(2)],
    });
  });

  it('makes the team play short for 2 minutes (Law 3), like a red card', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(2) });
    const s = replayMatch(config(), b.events);
    expect(s.manDown).toEqual([
      expect.objectContaining({
        side: 'us',
        startClockSec: 480,
        scheduledEndClockSec: 600,
        active: true,
      }),
    ]);
    expect(s.courtLimit).toBe(4);
    b.at('first', 9, 59);
    expect(
      validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.MAN_DOWN_ACTIVE,
    });
    b.at('first', 10);
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) }))).toEqual({
      ok: true,
    });
  });

  it('needs no red card after it: one is refused as already sent off, a third yellow as sent off', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(2) });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'red_card', playerId: p(2) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_ALREADY_EXPELLED,
    });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'yellow_card', playerId: p(2) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_EXPELLED,
    });
  });

  it('sends off a substitute cautioned twice on the bench without reducing the team (Law 3)', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(9) });
    b.at('first', 8).push({ type: 'yellow_card', playerId: p(9) });
    const s = replayMatch(config(), b.events);
    expect(s.expelled[0]).toMatchObject({ playerId: p(9), secondYellow: true, fromCourt: false });
    expect(s.manDown).toEqual([]);
    expect(s.onCourt).toHaveLength(5);
  });

  it('lets a void of the second yellow bring the player back', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'yellow_card', playerId: p(2) });
    const second = b.at('first', 8).add({ type: 'yellow_card', playerId: p(2) });
    b.push({ type: 'void', voidsEventId: second });
    const s = replayMatch(config(), b.events);
    expect(s.expelled).toEqual([]);
    expect(s.onCourt).toContain(p(2));
  });
});

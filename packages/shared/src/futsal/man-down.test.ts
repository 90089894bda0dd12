import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p, secondHalf } from './test-helpers';
import { validateEvent } from './validate';

describe('sending-off and playing short (Law 3, Law 12)', () => {
  it('removes the player, who cannot return, and opens a 2-minute window', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).not.toContain(p(2));
    expect(s.onCourt).toHaveLength(4);
    expect(s.bench).not.toContain(p(2));
    expect(s.expelled).toEqual([
      {
        playerId: p(2),
        eventId: b.events[1]?.id,
        clockSec: 300,
        secondYellow: false,
        fromCourt: true,
      },
    ]);
    expect(s.courtLimit).toBe(4);
    expect(s.manDown).toEqual([
      expect.objectContaining({
        side: 'us',
        startClockSec: 300,
        scheduledEndClockSec: 420,
        active: true,
        endReason: null,
      }),
    ]);
    b.at('first', 10);
    const back = validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(2) }));
    expect(back).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_EXPELLED,
      messageKey: 'match.rule.PLAYER_EXPELLED',
    });
    const swap = validateEvent(
      config(),
      b.events,
      b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(2) }),
    );
    expect(swap).toMatchObject({ ok: false, code: MatchRuleCode.PLAYER_EXPELLED });
  });

  it('refuses a completing substitute before 2 minutes of playing time, allows it at 2:00', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 6, 59);
    expect(
      validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.MAN_DOWN_ACTIVE,
    });
    b.at('first', 7);
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) }))).toEqual({
      ok: true,
    });
    b.push({ type: 'sub_in', playerId: p(6) });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).toHaveLength(5);
    expect(s.manDown[0]).toMatchObject({ active: false, endClockSec: 420, endReason: 'elapsed' });
  });

  it('still allows a like-for-like change while short', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 6);
    const swap = b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    expect(validateEvent(config(), b.events, swap)).toEqual({ ok: true });
  });

  it('ends the window early when the short team concedes', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 6).push({ type: 'rival_goal' });
    const s = replayMatch(config(), b.events);
    expect(s.manDown[0]).toMatchObject({
      active: false,
      endClockSec: 360,
      endReason: 'goal_conceded',
    });
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) }))).toEqual({
      ok: true,
    });
  });

  it('does not end the window when the short team scores', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 6).push({ type: 'goal', playerId: p(1) });
    const s = replayMatch(config(), b.events);
    expect(s.manDown[0]?.active).toBe(true);
    expect(
      validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.MAN_DOWN_ACTIVE,
    });
  });

  it('ends the rival window when we score, not when they do', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'rival_red_card' });
    b.at('first', 5, 30).push({ type: 'rival_goal' });
    expect(replayMatch(config(), b.events).manDown[0]?.active).toBe(true);
    b.at('first', 6).push({ type: 'goal', playerId: p(3) });
    const s = replayMatch(config(), b.events);
    expect(s.manDown[0]).toMatchObject({
      side: 'rival',
      active: false,
      endClockSec: 360,
      endReason: 'goal_conceded',
    });
  });

  it('lets a rival window run out after 2 minutes', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'rival_red_card' });
    b.at('first', 8).push({ type: 'goal', playerId: p(3) });
    expect(replayMatch(config(), b.events).manDown[0]).toMatchObject({
      endClockSec: 420,
      endReason: 'elapsed',
    });
  });

  it('keeps both teams short when they are level in numbers and a goal is scored', () => {
    const b = kickedOff();
    b.at('first', 5)
      .push({ type: 'red_card', playerId: p(2) })
      .push({ type: 'rival_red_card' });
    b.at('first', 6).push({ type: 'goal', playerId: p(1) });
    const s = replayMatch(config(), b.events);
    expect(s.manDown.map((w) => w.active)).toEqual([true, true]);
  });

  it('completes a team two short by one player per goal conceded', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    b.at('first', 5, 30).push({ type: 'red_card', playerId: p(3) });
    b.at('first', 6).push({ type: 'rival_goal' });
    const s = replayMatch(config(), b.events);
    expect(s.manDown.map((w) => w.endReason)).toEqual(['goal_conceded', null]);
    b.push({ type: 'sub_in', playerId: p(6) });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(7) })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.MAN_DOWN_ACTIVE,
    });
  });

  it('counts the two minutes in playing time across half-time', () => {
    const b = kickedOff();
    b.at('first', 19, 30).push({ type: 'red_card', playerId: p(2) });
    secondHalf(b);
    b.at('second', 21, 29);
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) })).ok).toBe(
      false,
    );
    b.at('second', 21, 30);
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) })).ok).toBe(
      true,
    );
  });

  it('reads the window against the live clock when given', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
    expect(replayMatch(config(), b.events, { clockSec: 419 }).manDown[0]?.active).toBe(true);
    expect(replayMatch(config(), b.events, { clockSec: 420 }).manDown[0]).toMatchObject({
      active: false,
      endReason: 'elapsed',
    });
  });

  it('keeps the team at full strength when a substitute is sent off on the bench (Law 3)', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(9), playerLocation: 'bench' });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).toHaveLength(5);
    expect(s.manDown).toEqual([]);
    expect(s.courtLimit).toBe(5);
    expect(s.expelled).toEqual([expect.objectContaining({ playerId: p(9), fromCourt: false })]);
    expect(s.bench).not.toContain(p(9));
    b.at('first', 6);
    const swap = b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    expect(validateEvent(config(), b.events, swap)).toEqual({ ok: true });
  });

  it('keeps the team at full strength when a player is sent off after being substituted (Law 3)', () => {
    const b = kickedOff();
    b.at('first', 4).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 5).push({ type: 'red_card', playerId: p(1) });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).toHaveLength(5);
    expect(s.manDown).toEqual([]);
    expect(s.expelled[0]).toMatchObject({ playerId: p(1), fromCourt: false });
  });

  it('does not open a window for a rival substitute sent off on the bench', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'rival_red_card', playerLocation: 'bench' });
    const s = replayMatch(config(), b.events);
    expect(s.manDown).toEqual([]);
    expect(s.summary.redCards.rival).toBe(1);
  });

  it('refuses a second red card for the same player', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'red_card', playerId: p(2) });
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
});

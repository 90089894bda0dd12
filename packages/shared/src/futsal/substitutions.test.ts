import { describe, expect, it } from 'vitest';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p, secondHalf } from './test-helpers';
import { validateEvent } from './validate';

const refuse = (code: string) => expect.objectContaining({ ok: false, code });

describe('substitutions (Law 3)', () => {
  it('swaps a player on court for one on the bench', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    const s = replayMatch(config(), b.events);
    expect(s.onCourt).toEqual([p(2), p(3), p(4), p(5), p(6)]);
    expect(s.bench).toContain(p(1));
    expect(s.rejected).toEqual([]);
  });

  it('refuses a player entering who is already on court', () => {
    const b = kickedOff().at('first', 3);
    expect(
      validateEvent(
        config(),
        b.events,
        b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(2) }),
      ),
    ).toEqual(refuse(MatchRuleCode.PLAYER_ALREADY_ON_COURT));
  });

  it('refuses a player leaving who is not on court', () => {
    const b = kickedOff().at('first', 3);
    expect(
      validateEvent(
        config(),
        b.events,
        b.make({ type: 'substitution', playerOutId: p(7), playerInId: p(6) }),
      ),
    ).toEqual(refuse(MatchRuleCode.PLAYER_NOT_ON_COURT));
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_out', playerId: p(7) }))).toEqual(
      refuse(MatchRuleCode.PLAYER_NOT_ON_COURT),
    );
  });

  it('refuses a player not in the squad', () => {
    const b = kickedOff().at('first', 3);
    expect(
      validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: 'stranger' })),
    ).toEqual(refuse(MatchRuleCode.PLAYER_NOT_IN_SQUAD));
    expect(
      validateEvent(config(), b.events, b.make({ type: 'goal', playerId: 'stranger' })),
    ).toEqual(refuse(MatchRuleCode.PLAYER_NOT_IN_SQUAD));
  });

  it('refuses a sixth player on court', () => {
    const b = kickedOff().at('first', 3);
    expect(validateEvent(config(), b.events, b.make({ type: 'sub_in', playerId: p(6) }))).toEqual(
      refuse(MatchRuleCode.TOO_MANY_ON_COURT),
    );
    expect(
      validateEvent(config(), b.events, b.make({ type: 'substitution', playerInId: p(6) })),
    ).toEqual(refuse(MatchRuleCode.TOO_MANY_ON_COURT));
  });

  it('refuses a player replacing themselves', () => {
    const b = kickedOff().at('first', 3);
    expect(
      validateEvent(
        config(),
        b.events,
        b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(1) }),
      ),
    ).toEqual(refuse(MatchRuleCode.SAME_PLAYER));
  });

  it('accepts the legacy sub_out / sub_in pair', () => {
    const b = kickedOff();
    b.at('first', 3)
      .push({ type: 'sub_out', playerId: p(4) })
      .push({ type: 'sub_in', playerId: p(9) });
    const s = replayMatch(config(), b.events);
    expect(s.rejected).toEqual([]);
    expect(s.onCourt).toContain(p(9));
    expect(s.onCourt).not.toContain(p(4));
  });

  it('measures playing time from on-court intervals, stopping at half-time', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 15).push({ type: 'substitution', playerOutId: p(6), playerInId: p(1) });
    secondHalf(b);
    b.at('second', 40).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    expect(s.finished).toBe(true);
    expect(s.secondsPlayed[p(6)]).toBe(600);
    expect(s.secondsPlayed[p(1)]).toBe(300 + 300 + 1200);
    expect(s.secondsPlayed[p(2)]).toBe(2400);
    expect(s.secondsPlayed[p(7)]).toBe(0);
    expect(s.courtIntervals[p(1)]).toEqual([
      { fromSec: 0, toSec: 300 },
      { fromSec: 900, toSec: 1200 },
      { fromSec: 1200, toSec: 2400 },
    ]);
    expect(s.participation[p(6)]).toBe('substitute_played');
    expect(s.participation[p(7)]).toBe('bench');
    expect(s.players[p(6)]?.secondsPlayed).toBe(600);
  });

  it('leaves the current interval open and counts it up to the live clock', () => {
    const b = kickedOff();
    b.at('first', 5).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    const s = replayMatch(config(), b.events, { clockSec: 420 });
    expect(s.courtIntervals[p(6)]).toEqual([{ fromSec: 300, toSec: null }]);
    expect(s.secondsPlayed[p(6)]).toBe(120);
    expect(s.clock).toMatchObject({ elapsedSec: 420, display: '07:00', extraTime: false });
  });

  it('requires the scorer and the assistant to be on court', () => {
    const b = kickedOff().at('first', 3);
    expect(validateEvent(config(), b.events, b.make({ type: 'goal', playerId: p(7) }))).toEqual(
      refuse(MatchRuleCode.PLAYER_NOT_ON_COURT),
    );
    expect(
      validateEvent(
        config(),
        b.events,
        b.make({ type: 'goal', playerId: p(1), assistPlayerId: p(7) }),
      ),
    ).toEqual(refuse(MatchRuleCode.PLAYER_NOT_ON_COURT));
    expect(
      validateEvent(
        config(),
        b.events,
        b.make({ type: 'goal', playerId: p(1), assistPlayerId: p(1) }),
      ),
    ).toEqual(refuse(MatchRuleCode.SAME_PLAYER));
  });

  it('refuses a late substitution that clashes with a later one, naming it', () => {
    const b = kickedOff();
    const later = b
      .at('first', 10)
      .add({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 5);
    const early = b.make({ type: 'substitution', playerOutId: p(1), playerInId: p(7) });
    expect(validateEvent(config(), b.events, early)).toEqual(
      expect.objectContaining({
        ok: false,
        code: MatchRuleCode.PLAYER_NOT_ON_COURT,
        eventId: later,
      }),
    );
  });

  it('tracks flying-goalkeeper spells', () => {
    const b = kickedOff();
    b.at('first', 18).push({ type: 'flying_goalkeeper_on', playerId: p(5) });
    expect(validateEvent(config(), b.events, b.make({ type: 'flying_goalkeeper_on' }))).toEqual(
      refuse(MatchRuleCode.FLYING_GOALKEEPER_ACTIVE),
    );
    b.at('first', 18, 30).push({ type: 'rival_goal' });
    b.at('first', 19).push({ type: 'flying_goalkeeper_off' });
    b.at('first', 19, 30).push({ type: 'flying_goalkeeper_on' });
    b.at('first', 20).push({ type: 'period_end' });
    const s = replayMatch(config(), b.events);
    expect(s.flyingGoalkeeper).toEqual({
      active: false,
      spells: [
        { fromSec: 1080, toSec: 1140 },
        { fromSec: 1170, toSec: 1200 },
      ],
    });
    expect(s.goals[0]?.flyingGoalkeeper).toBe(true);
    const c = kickedOff().at('first', 1);
    expect(validateEvent(config(), c.events, c.make({ type: 'flying_goalkeeper_off' }))).toEqual(
      refuse(MatchRuleCode.FLYING_GOALKEEPER_NOT_ACTIVE),
    );
  });
});

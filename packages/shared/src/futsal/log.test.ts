import fc from 'fast-check';
import { MATCH_PERIODS } from '../values/match-events';
import { describe, expect, it } from 'vitest';
import { MatchLogBuilder } from './builder';
import { compareMatchOrder, matchOrder, prepareLog } from './log';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p } from './test-helpers';
import type { TMatchEvent } from './types';
import { validateEvent } from './validate';

describe('corrections by void (undo)', () => {
  it('undoes a goal, its scorer stats and its summary counts', () => {
    const b = kickedOff();
    const goal = b
      .at('first', 3)
      .add({ type: 'goal', playerId: p(1), goalType: 'penalty', finishingType: 'left_foot' });
    b.at('first', 4).push({ type: 'goal', playerId: p(2), goalType: 'corner' });
    b.push({ type: 'void', voidsEventId: goal });
    const s = replayMatch(config(), b.events);
    expect(s.score).toEqual({ us: 1, rival: 0 });
    expect(s.voided).toEqual([goal]);
    expect(s.players[p(1)]?.goals).toBe(0);
    expect(s.summary.goalTypes).toEqual({ corner: 1 });
    expect(s.summary.finishingTypes).toEqual({});
    expect(s.timeline.first.map((t) => t.eventId)).not.toContain(goal);
  });

  it('refuses voiding an unknown event, an undone one, or an undo', () => {
    const b = kickedOff();
    const goal = b.at('first', 3).add({ type: 'rival_goal' });
    const undo = b.add({ type: 'void', voidsEventId: goal });
    const unknown = b.make({ type: 'void', voidsEventId: '00000000-0000-4000-8000-00000000ffff' });
    expect(validateEvent(config(), b.events, unknown)).toMatchObject({
      ok: false,
      code: MatchRuleCode.EVENT_NOT_FOUND,
    });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'void', voidsEventId: goal })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.EVENT_ALREADY_VOIDED,
      messageKey: 'match.rule.EVENT_ALREADY_VOIDED',
    });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'void', voidsEventId: undo })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.EVENT_NOT_VOIDABLE,
    });
  });

  it('refuses a void that would make a later event break the rules', () => {
    const b = kickedOff();
    const sub = b.at('first', 3).add({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    const goal = b.at('first', 4).add({ type: 'goal', playerId: p(6) });
    expect(
      validateEvent(config(), b.events, b.make({ type: 'void', voidsEventId: sub })),
    ).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_NOT_ON_COURT,
      eventId: goal,
    });
  });

  it('allows a correction after the match has finished', () => {
    const b = kickedOff();
    const goal = b.at('first', 3).add({ type: 'goal', playerId: p(1) });
    b.at('first', 20).push({ type: 'period_end' });
    const cfg = config({ periods: 1 });
    expect(replayMatch(cfg, b.events).finished).toBe(true);
    expect(validateEvent(cfg, b.events, b.make({ type: 'void', voidsEventId: goal }))).toEqual({
      ok: true,
    });
    b.at('first', 10);
    expect(validateEvent(cfg, b.events, b.make({ type: 'goal', playerId: p(2) }))).toEqual({
      ok: true,
    });
  });
});

describe('re-sent events', () => {
  it('counts an event sent twice once', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'rival_goal' });
    const resent = [...b.events, ...b.events, b.events[1]!];
    const s = replayMatch(config(), resent);
    expect(s.score.rival).toBe(1);
    expect(s).toEqual(replayMatch(config(), b.events));
  });

  it('answers ok and duplicate to a re-sent candidate', () => {
    const b = kickedOff();
    b.at('first', 3).push({ type: 'timeout' });
    expect(validateEvent(config(), b.events, b.events[1]!)).toEqual({ ok: true, duplicate: true });
  });
});

describe('match order', () => {
  it('replays a late entry at its own minute', () => {
    const b = kickedOff();
    b.at('first', 10).push({ type: 'substitution', playerOutId: p(1), playerInId: p(6) });
    b.at('first', 5).push({ type: 'goal', playerId: p(1) });
    const s = replayMatch(config(), b.events);
    expect(s.rejected).toEqual([]);
    expect(s.timeline.first.map((t) => t.type)).toEqual(['period_start', 'goal', 'substitution']);
  });

  it('lists out-of-rule events as rejected instead of applying them', () => {
    const b = new MatchLogBuilder();
    const early = b.at('first', 1).add({ type: 'goal', playerId: p(1) });
    b.at('first', 2).push({ type: 'period_start' });
    const s = replayMatch(config(), b.events);
    expect(s.score.us).toBe(0);
    expect(s.rejected).toEqual([{ eventId: early, code: MatchRuleCode.PERIOD_NOT_STARTED }]);
  });
});

describe('prepareLog sorts by one packed number per event', () => {
  /** The order the packing must give: period, clock, a period's start first, then the log's. */
  const reference = (events: readonly TMatchEvent[]) =>
    events
      .map((e, seq) => ({ e, seq, ...matchOrder(e) }))
      .sort((a, b) => compareMatchOrder(a, b) || a.seq - b.seq)
      .map((k) => k.e.id);

  it('gives the comparator’s order, ties kept in log order', () => {
    // Few periods and seconds, so same-second ties, period starts among them and late entries
    // from an earlier period are common; only what the order reads is drawn.
    const arbEvent = fc.record({
      type: fc.constantFrom('period_start', 'foul', 'rival_foul', 'period_end'),
      period: fc.constantFrom(...MATCH_PERIODS),
      minute: fc.integer({ min: 0, max: 2 }),
      second: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 60 }), (drawn) => {
        const events = drawn.map((e, i) => ({ ...e, id: `e${i}` }) as unknown as TMatchEvent);
        expect(prepareLog(events).events.map((e) => e.id)).toEqual(reference(events));
      }),
      { numRuns: 300 },
    );
  });
});

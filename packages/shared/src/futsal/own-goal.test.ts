import { describe, expect, it } from 'vitest';
import { ZMatchEventRequest } from '../schemas/match-events';
import { replayMatch } from './replay';
import { MatchRuleCode } from './rules';
import { config, kickedOff, p } from './test-helpers';
import { validateEvent } from './validate';

describe('own goals (Law 10)', () => {
  it('counts the rival’s own goal in our score, plus/minus and quintet, in no player’s goals', () => {
    const b = kickedOff();
    b.at('first', 4).push({ type: 'goal', ownGoal: true });
    const s = replayMatch(config(), b.events);
    expect(s.score).toEqual({ us: 1, rival: 0 });
    expect(s.goals[0]).toMatchObject({ side: 'us', playerId: null, ownGoal: true });
    expect(Object.values(s.players).every((x) => x.goals === 0 && x.shots === 0)).toBe(true);
    expect(s.summary).toMatchObject({ shots: 0, shotsOnTarget: 0 });
    expect(s.plusMinus[p(1)]).toBe(1);
    expect(s.quintets[0]).toMatchObject({ goalsFor: 1 });
  });

  it('counts our own goal for the rival, names our player, and keeps it out of his goals', () => {
    const b = kickedOff();
    b.at('first', 4).push({ type: 'rival_goal', ownGoal: true, playerId: p(3) });
    const s = replayMatch(config(), b.events);
    expect(s.score).toEqual({ us: 0, rival: 1 });
    expect(s.goals[0]).toMatchObject({ side: 'rival', playerId: p(3), ownGoal: true });
    expect(s.players[p(3)]).toMatchObject({ goals: 0, shots: 0 });
    expect(s.plusMinus[p(3)]).toBe(-1);
    expect(s.timeline.first.at(-1)).toMatchObject({ side: 'rival', playerId: p(3) });
  });

  it('refuses our own goal by a player not on court', () => {
    const b = kickedOff();
    const e = b.at('first', 4).make({ type: 'rival_goal', ownGoal: true, playerId: p(7) });
    expect(validateEvent(config(), b.events, e)).toMatchObject({
      ok: false,
      code: MatchRuleCode.PLAYER_NOT_ON_COURT,
    });
  });

  it('ends the other team’s man-down like any goal conceded', () => {
    const b = kickedOff();
    b.at('first', 2).push({ type: 'red_card', playerId: p(5) });
    b.at('first', 3).push({ type: 'goal', ownGoal: true });
    // The rival's own goal is a goal against... the rival, so our window runs on.
    expect(replayMatch(config(), b.events).courtLimit).toBe(4);
    b.at('first', 3, 30).push({ type: 'rival_goal', ownGoal: true, playerId: p(1) });
    expect(replayMatch(config(), b.events).courtLimit).toBe(5);
  });
});

describe('own goal events (schema)', () => {
  const base = {
    id: '00000000-0000-4000-8000-000000000001',
    period: 'first',
    minute: 3,
    second: 0,
  };
  const player = '00000000-0000-4000-8000-0000000000aa';
  const ok = (body: object) => ZMatchEventRequest.safeParse({ ...base, ...body }).success;

  it('takes the rival’s own goal without a scorer, and no scorer or assist with it', () => {
    expect(ok({ type: 'goal', ownGoal: true })).toBe(true);
    expect(ok({ type: 'goal', ownGoal: true, playerId: player })).toBe(false);
    expect(ok({ type: 'goal', ownGoal: true, assistPlayerId: player })).toBe(false);
  });

  it('still needs a scorer on any other goal, as old logs have', () => {
    expect(ok({ type: 'goal', playerId: player })).toBe(true);
    expect(ok({ type: 'goal', playerId: player, ownGoal: false })).toBe(true);
    expect(ok({ type: 'goal' })).toBe(false);
  });

  it('takes our own goal with or without the player, and a player only on an own goal', () => {
    expect(ok({ type: 'rival_goal' })).toBe(true);
    expect(ok({ type: 'rival_goal', ownGoal: true })).toBe(true);
    expect(ok({ type: 'rival_goal', ownGoal: true, playerId: player })).toBe(true);
    expect(ok({ type: 'rival_goal', playerId: player })).toBe(false);
    expect(ok({ type: 'rival_goal', ownGoal: 'yes' })).toBe(false);
  });
});

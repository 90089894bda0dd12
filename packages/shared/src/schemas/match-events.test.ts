import { describe, expect, it } from 'vitest';
import { ZMatchEventBatchRequest, ZMatchEventRequest } from './match-events';

const id = '7d3b1c2e-4a5f-4b6c-8d7e-9f0a1b2c3d4e';
const player = '0c8f5e1a-2b3c-4d5e-8f6a-7b8c9d0e1f2a';
const base = { id, period: 'first', minute: 12, second: 5 };
const firstKey = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('match event request', () => {
  it('accepts each event shape', () => {
    const events = [
      {
        ...base,
        type: 'goal',
        playerId: player,
        goalType: 'sixth_foul',
        finishingType: 'left_foot',
        assistPlayerId: id,
      },
      { ...base, type: 'rival_goal' },
      { ...base, type: 'shot', onTarget: true },
      { ...base, type: 'foul', playerId: player, playerLocation: 'field' },
      { ...base, type: 'substitution', playerOutId: player, playerInId: id },
      { ...base, type: 'substitution', playerInId: id },
      { ...base, type: 'sub_in', playerId: player },
      { ...base, type: 'red_card', playerId: player, playerLocation: 'bench' },
      { ...base, type: 'period_start', createdAt: '2026-03-01T18:00:00.000Z' },
      { ...base, type: 'flying_goalkeeper_on' },
      { ...base, type: 'void', voidsEventId: player },
    ];
    for (const e of events) expect(ZMatchEventRequest.safeParse(e).success, e.type).toBe(true);
  });

  it.each([
    [{ ...base, id: 'not-a-uuid', type: 'rival_goal' }, 'validation.matchEvent.id'],
    [{ ...base, type: 'penalty_shootout' }, 'validation.matchEvent.type'],
    [{ ...base, period: 'third', type: 'rival_goal' }, 'validation.matchEvent.period'],
    [{ ...base, minute: -1, type: 'rival_goal' }, 'validation.matchEvent.minute'],
    [{ ...base, minute: 1.5, type: 'rival_goal' }, 'validation.matchEvent.minute'],
    [{ ...base, second: 60, type: 'rival_goal' }, 'validation.matchEvent.second'],
    [{ ...base, type: 'goal' }, 'validation.matchEvent.playerId'],
    [
      { ...base, type: 'goal', playerId: player, goalType: 'bicycle' },
      'validation.matchEvent.goalType',
    ],
    [
      { ...base, type: 'goal', playerId: player, finishingType: 'knee' },
      'validation.matchEvent.finishingType',
    ],
    [{ ...base, type: 'foul', playerLocation: 'stands' }, 'validation.matchEvent.playerLocation'],
    [{ ...base, type: 'void' }, 'validation.matchEvent.voidsEventId'],
    [{ ...base, type: 'rival_goal', createdAt: 'yesterday' }, 'validation.matchEvent.createdAt'],
  ])('refuses %o with %s', (input, key) => {
    expect(firstKey(ZMatchEventRequest.safeParse(input))).toBe(key);
  });

  it('accepts a batch', () => {
    expect(
      ZMatchEventBatchRequest.safeParse({ events: [{ ...base, type: 'corner' }] }).success,
    ).toBe(true);
    expect(ZMatchEventBatchRequest.safeParse({ events: [] }).success).toBe(false);
  });
});

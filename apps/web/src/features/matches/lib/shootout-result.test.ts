import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { describe, expect, it } from 'vitest';
import { id, liveMatch } from '../../live/test/console-fixture';
import { mayHaveShootout, shootoutOfLog } from './shootout-result';

const cup = {
  ...liveMatch('88888888-8888-4888-8888-888888888888'),
  type: 'cup' as const,
  status: 'finished' as const,
};
let seq = 400;
const e = (type: TMatchEvent['type'], period: TMatchEvent['period'], minute: number, extra = {}) =>
  ({ id: id(seq++), type, period, minute, second: 0, ...extra }) as TMatchEvent;
const regular = [
  e('period_start', 'first', 0),
  e('period_end', 'first', 20),
  e('period_start', 'second', 20),
  e('period_end', 'second', 40),
];
const kick = (side: 'us' | 'rival', outcome: 'scored' | 'missed', n: number) =>
  side === 'us'
    ? e('shootout_kick', 'second', 40, { playerId: id(n), outcome })
    : e('rival_shootout_kick', 'second', 40, { outcome });

describe('shoot-out outside the console', () => {
  it('reads only level, finished knockout matches', () => {
    expect(mayHaveShootout(cup)).toBe(true);
    expect(mayHaveShootout({ ...cup, type: 'league' })).toBe(false);
    expect(mayHaveShootout({ ...cup, score: { us: 2, rival: 1 } })).toBe(false);
    expect(mayHaveShootout({ ...cup, status: 'live' })).toBe(false);
  });

  it('counts the kicks as the engine does', () => {
    const kicks = [1, 2, 3].flatMap((n) => [
      kick('us', 'scored', n),
      kick('rival', n === 3 ? 'missed' : 'scored', 0),
    ]);
    expect(shootoutOfLog(cup, [...regular, ...kicks])).toEqual({ us: 3, rival: 2, winner: null });
    expect(shootoutOfLog(cup, regular)).toBeNull();
  });
});

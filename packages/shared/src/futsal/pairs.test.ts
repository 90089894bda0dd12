import { describe, expect, it } from 'vitest';
import { pairsAt } from './pairs';

const noGoals = { pairGoals: new Map<string, { us: number; rival: number }>() };

describe('pairsAt', () => {
  it('leaves out an interval that opens and closes at one second (a change at the period’s end)', () => {
    // Found by rotations.properties.test.ts: the empty interval's off sorted before its own on and
    // took another player off the court, so every pair with player c got the second half too.
    const pairs = pairsAt(
      noGoals,
      {
        a: [
          { fromSec: 0, toSec: 480 },
          { fromSec: 480, toSec: 960 },
        ],
        b: [
          { fromSec: 0, toSec: 480 },
          { fromSec: 480, toSec: 960 },
        ],
        c: [
          { fromSec: 0, toSec: 480 },
          { fromSec: 480, toSec: 480 },
        ],
      },
      960,
    );
    const time = (x: string, y: string) =>
      pairs.find((p) => p.playerIds.join() === [x, y].join())?.seconds;
    expect(time('a', 'b')).toBe(960);
    expect(time('a', 'c')).toBe(480);
    expect(time('b', 'c')).toBe(480);
  });
});

import { describe, expect, it } from 'vitest';
import { opponentKey, ZOpponentQuery } from './opponent';

describe('opponentKey', () => {
  it('folds case, accents and spaces so every spelling of a rival is one', () => {
    const key = opponentKey('Inter Ribera');
    for (const spelling of ['  inter ribera ', 'ÍNTER  RIBERA', 'Inter\tRíbera'])
      expect(opponentKey(spelling)).toBe(key);
    expect(opponentKey('Peñarol')).toBe('penarol');
    expect(opponentKey('Inter Rivera')).not.toBe(key);
  });
});

describe('ZOpponentQuery', () => {
  it('trims the name and refuses a blank or overlong one', () => {
    expect(ZOpponentQuery.parse({ name: '  Rival A ' })).toEqual({ name: 'Rival A' });
    expect(ZOpponentQuery.safeParse({ name: '   ' }).success).toBe(false);
    expect(ZOpponentQuery.safeParse({}).success).toBe(false);
    expect(ZOpponentQuery.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIsoDate, isUuid } from './formats';

const zodUuid = z.uuid();
const zodDate = z.iso.date();

/** Strings near the format: mostly well-formed, with edits that break it. */
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const nearDate = fc.oneof(
  fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc
    .date({ min: new Date('0000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.string({ maxLength: 12 }),
);
const hex = fc.constantFrom(...'0123456789abcdefABCDEFg-');
const nearUuid = fc.oneof(
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.string({ unit: hex, minLength: 36, maxLength: 36 }),
  fc
    .uuid()
    .chain((u) => fc.nat(35).chain((i) => hex.map((c) => u.slice(0, i) + c + u.slice(i + 1)))),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  fc.string({ maxLength: 40 }),
);

describe('zod formats without zod', () => {
  it('isIsoDate answers as z.iso.date()', () => {
    for (const v of [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-13-01',
      '0000-01-01',
      ' 2024-01-01',
    ])
      expect(isIsoDate(v), v).toBe(zodDate.safeParse(v).success);
    fc.assert(
      fc.property(nearDate, (v) => isIsoDate(v) === zodDate.safeParse(v).success),
      { numRuns: 5000 },
    );
  });

  it('isUuid answers as z.uuid()', () => {
    fc.assert(
      fc.property(nearUuid, (v) => isUuid(v) === zodUuid.safeParse(v).success),
      { numRuns: 5000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './period';

const at = (iso: string) => new Date(iso);

describe('resolvePeriod', () => {
  it('season starts on the 1st of the start month, this year once it has come, else last year', () => {
    expect(resolvePeriod({ range: 'season' }, at('2026-11-23T10:00:00Z'), 8)).toMatchObject({
      from: '2026-08-01',
      to: '2026-11-23',
    });
    expect(resolvePeriod({ range: 'season' }, at('2026-03-05T10:00:00Z'), 8)).toMatchObject({
      from: '2025-08-01',
      to: '2026-03-05',
    });
    expect(resolvePeriod({ range: 'season' }, at('2026-08-01T00:00:00Z'), 8)).toMatchObject({
      from: '2026-08-01',
    });
    expect(resolvePeriod({ range: 'season' }, at('2026-02-10T00:00:00Z'), 1)).toMatchObject({
      from: '2026-01-01',
      seasonStartMonth: 1,
    });
  });

  it('30d and 90d end today and include it (UTC days)', () => {
    expect(resolvePeriod({ range: '30d' }, at('2026-03-01T23:59:00Z'), 8)).toMatchObject({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(resolvePeriod({ range: '90d' }, at('2026-03-01T00:00:00Z'), 8)).toMatchObject({
      from: '2025-12-02',
      to: '2026-03-01',
    });
  });

  it('custom keeps the given days', () => {
    expect(
      resolvePeriod(
        { range: 'custom', from: '2026-01-01', to: '2026-01-31' },
        at('2026-11-23T00:00:00Z'),
        8,
      ),
    ).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      seasonStartMonth: 8,
    });
  });
});

import { ZStatsQuery } from '@futsal/shared/schemas/stats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatsFilters, statsQueryString, writeStatsFilters } from './stats-query';

const read = (qs: string) => readStatsFilters(new URLSearchParams(qs));
const COMP = '7d8b5a3e-1c2f-4a6b-9e0d-3f4a5b6c7d8e';

describe('stats filters in the URL', () => {
  it('defaults to the whole season and sends no query for it', () => {
    expect(read('')).toEqual({ range: 'season' });
    expect(statsQueryString(read(''))).toBe('');
  });

  it('round-trips every filter through the query string', () => {
    const f = read(
      `range=custom&from=2026-09-01&to=2026-10-31&competitionId=${COMP}&type=league&venue=away`,
    );
    expect(f).toEqual({
      range: 'custom',
      from: '2026-09-01',
      to: '2026-10-31',
      competitionId: COMP,
      type: 'league',
      venue: 'away',
    });
    expect(read(statsQueryString(f).slice(1))).toEqual(f);
  });

  it('drops dates outside a custom range and unknown values', () => {
    expect(read('range=30d&from=2026-01-01&type=rugby&venue=moon')).toEqual({ range: '30d' });
    expect(read('range=week')).toEqual({ range: 'season' });
  });

  it('turns a broken custom range into the season, keeping the other filters', () => {
    expect(read('range=custom&from=2026-10-31&to=2026-09-01&type=cup')).toEqual({
      range: 'season',
      type: 'cup',
    });
    expect(read('range=custom&from=2026-10-31')).toEqual({ range: 'season' });
    expect(read(`range=90d&competitionId=not-a-uuid&venue=home`)).toEqual({
      range: '90d',
      venue: 'home',
    });
  });

  it('writes the filters without touching unrelated parameters', () => {
    const next = writeStatsFilters(new URLSearchParams('tab=quintets&type=cup'), {
      range: '90d',
      venue: 'home',
    });
    expect(next.toString()).toBe('tab=quintets&range=90d&venue=home');
  });

  // readStatsFilters checks the contract's rules without zod (decision 0105): held to ZStatsQuery.
  it('keeps exactly the fields the contract accepts, and always sends a query it accepts', () => {
    const valueOf = (...values: string[]) =>
      fc.option(fc.constantFrom(...values, ''), { nil: null });
    const query = fc.record({
      range: valueOf('season', '30d', '90d', 'custom', 'week'),
      from: valueOf('2026-09-01', '2026-10-31', '2026-02-29', '2024-02-29', 'x'),
      to: valueOf('2026-09-01', '2026-10-31', '2026-13-01', ' 2026-10-31'),
      competitionId: valueOf(COMP, COMP.toUpperCase(), COMP.replace('-4a6b', '-0a6b'), 'no'),
      type: valueOf('league', 'cup', 'rugby'),
      venue: valueOf('home', 'away', 'moon'),
    });
    const accepts = (q: Record<string, string | undefined>) => ZStatsQuery.safeParse(q).success;
    fc.assert(
      fc.property(query, (q) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(q)) if (v !== null) params.set(k, v);
        const f = readStatsFilters(params);
        expect(accepts({ ...f })).toBe(true);
        const given = (v: string | null) => (v === null || v === '' ? undefined : v);
        for (const key of ['competitionId', 'type', 'venue'] as const) {
          const v = given(q[key]);
          expect(f[key], key).toBe(v !== undefined && accepts({ [key]: v }) ? v : undefined);
        }
        const dates = { from: given(q.from), to: given(q.to) };
        const customKept = q.range === 'custom' && accepts({ range: 'custom', ...dates });
        expect(f.from).toBe(customKept ? dates.from : undefined);
        expect(f.to).toBe(customKept ? dates.to : undefined);
        const range = given(q.range);
        const rangeKept =
          range !== undefined && range !== 'custom' ? accepts({ range, ...dates }) : customKept;
        expect(f.range).toBe(rangeKept ? range : 'season');
      }),
      { numRuns: 2000 },
    );
  });
});

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
});

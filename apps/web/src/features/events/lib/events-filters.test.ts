import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  hasFilters,
  paramsFromFilters,
  toSearch,
  withFilter,
} from './events-filters';

const P = '00000000-0000-4000-8000-000000000001';
const M = '00000000-0000-4000-8000-000000000002';

describe('events page filters in the URL', () => {
  it('reads type, player, match, competition, page and size back from the URL they were written to', () => {
    const f = {
      type: 'goal' as const,
      playerId: P,
      matchId: M,
      competitionId: undefined,
      page: 3,
      pageSize: 50,
    };
    const url = paramsFromFilters(f);
    expect(url.toString()).toBe(`type=goal&player=${P}&match=${M}&page=3&size=50`);
    expect(filtersFromParams(url)).toEqual(f);
  });

  it('leaves defaults out of the URL, so the unfiltered first page has none', () => {
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams())).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('drops malformed values instead of sending them (void, a bad id, page 0, an odd size)', () => {
    const f = filtersFromParams(
      new URLSearchParams('type=void&player=nope&match=teams&competition=&page=0&size=7'),
    );
    expect(f).toEqual({
      type: undefined,
      playerId: undefined,
      matchId: undefined,
      competitionId: undefined,
      page: 1,
      pageSize: 25,
    });
    expect(hasFilters(f)).toBe(false);
    expect(filtersFromParams(new URLSearchParams('page=-2&size=100')).pageSize).toBe(100);
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('goes back to the first page when a filter changes, and clears a filter set to blank', () => {
    const f = filtersFromParams(new URLSearchParams(`type=foul&page=4`));
    expect(withFilter(f, 'playerId', P)).toMatchObject({ type: 'foul', playerId: P, page: 1 });
    expect(withFilter(f, 'type', '')).toMatchObject({ type: undefined, page: 1 });
  });

  it('names the API parameters as ZTeamEventsQuery does', () => {
    const q = toSearch({
      type: 'red_card',
      playerId: P,
      matchId: undefined,
      competitionId: M,
      page: 2,
      pageSize: 25,
    });
    expect(Object.fromEntries(q)).toEqual({
      type: 'red_card',
      playerId: P,
      competitionId: M,
      page: '2',
      pageSize: '25',
    });
  });
});

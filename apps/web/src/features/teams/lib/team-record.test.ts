import type { TMatch } from '@futsal/shared/schemas/match';
import { describe, expect, it } from 'vitest';
import { nextMatch, teamRecord } from './team-record';

let n = 0;
const match = (over: Partial<TMatch>): TMatch => {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    teamId: '00000000-0000-4000-8000-0000000000ff',
    opponent: `Rival ${n}`,
    date: '2026-03-14T17:30:00.000Z',
    location: 'Pabellón',
    stadium: 'Pabellón',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
    status: 'finished',
    score: { us: 0, rival: 0 },
    competitionId: null,
    competitionRound: null,
    lineup: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  } as TMatch;
};

describe('teamRecord', () => {
  const season = [
    match({ type: 'league', score: { us: 3, rival: 1 } }),
    match({ type: 'friendly', score: { us: 0, rival: 5 } }),
    match({ type: 'cup', score: { us: 2, rival: 2 } }),
    match({ type: 'league', status: 'live', score: { us: 1, rival: 0 } }),
    match({ type: 'league', status: 'scheduled' }),
  ];
  it('counts finished matches of every type by default, friendlies included', () => {
    expect(teamRecord(season, 'all')).toEqual({
      gamesPlayed: 3,
      wins: 1,
      draws: 1,
      losses: 1,
      goalsFor: 5,
      goalsAgainst: 8,
    });
  });
  it('leaves friendlies out of the official record and counts one type alone', () => {
    expect(teamRecord(season, 'official')).toEqual({
      gamesPlayed: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      goalsFor: 5,
      goalsAgainst: 3,
    });
    expect(teamRecord(season, 'friendly')).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(teamRecord(season, 'tournament').gamesPlayed).toBe(0);
  });
});

describe('nextMatch', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('is the earliest scheduled match still to come (or just kicked off), a live one first', () => {
    const later = match({ status: 'scheduled', date: '2026-03-20T18:00:00Z' });
    const sooner = match({ status: 'scheduled', date: '2026-03-12T18:00:00Z' });
    const startingLate = match({ status: 'scheduled', date: '2026-03-10T10:30:00Z' });
    const forgotten = match({ status: 'scheduled', date: '2026-03-01T18:00:00Z' });
    expect(nextMatch([later, sooner, forgotten], now)?.id).toBe(sooner.id);
    expect(nextMatch([later, sooner, startingLate], now)?.id).toBe(startingLate.id);
    const live = match({ status: 'live', date: '2026-03-10T11:00:00Z' });
    expect(nextMatch([later, live], now)?.id).toBe(live.id);
    expect(nextMatch([forgotten, match({ status: 'finished' })], now)).toBeNull();
  });
});

import type { TMatch } from '@futsal/shared/schemas/match';
import { describe, expect, it } from 'vitest';
import { lastLineup } from './last-lineup';

const base = {
  teamId: '44444444-4444-4444-8444-444444444444',
  opponent: 'Rival',
  location: 'Pabellón',
  stadium: 'Pabellón',
  isHome: true,
  type: 'league',
  periods: 2,
  periodDuration: 20,
  status: 'scheduled',
  score: { us: 0, rival: 0 },
  competitionId: null,
  competitionRound: '',
  createdAt: '',
  updatedAt: '',
} as const;
const m = (n: number, date: string, lineup: TMatch['lineup']): TMatch => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { ...base, id, _id: id, date, lineup };
};
const lu = (s: string) => ({ starters: [s, 'b', 'c', 'd', 'e'], substitutes: ['f'] });

describe('lastLineup', () => {
  it('takes the latest earlier match that has a lineup', () => {
    const current = m(1, '2026-03-10T18:00:00Z', null);
    const all = [
      current,
      m(2, '2026-03-01T18:00:00Z', lu('old')),
      m(3, '2026-03-08T18:00:00Z', lu('latest')),
      m(4, '2026-03-09T18:00:00Z', null),
      m(5, '2026-03-20T18:00:00Z', lu('later')),
    ];
    expect(lastLineup(all, current)?.starters[0]).toBe('latest');
  });

  it('is null for a team without earlier lineups', () => {
    const current = m(1, '2026-03-10T18:00:00Z', lu('own'));
    expect(lastLineup([current, m(5, '2026-03-20T18:00:00Z', lu('later'))], current)).toBeNull();
  });
});

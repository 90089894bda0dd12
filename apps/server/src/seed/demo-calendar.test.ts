import { ZCreateCompetitionRequest, ZCreateMatchRequest } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { demoCalendar } from './demo-calendar';
import { demoCompetitions } from './demo-data';
import { demoMatches } from './demo-matches';

const HOUR_MS = 3600 * 1000;

describe('demo calendar', () => {
  // Every 5 hours for a year: both DST changes, and (5 and 168 being coprime) every hour of the week.
  const start = Date.UTC(2027, 0, 1);
  const hours = Array.from({ length: (366 * 24) / 5 }, (_, i) => new Date(start + i * 5 * HOUR_MS));

  it('has three matchdays played and one coming up, whenever the seed runs', () => {
    for (const now of hours) {
      const { matchdays } = demoCalendar(now);
      const at = matchdays.map((d) => Date.parse(d));
      expect(
        at.slice(0, 3).every((t) => t < now.getTime()),
        `${now.toISOString()}`,
      ).toBe(true);
      expect(at[3], now.toISOString()).toBeGreaterThan(now.getTime());
      // Saturdays, a week apart between the played ones.
      for (const d of matchdays) expect(new Date(d.slice(0, 10)).getUTCDay()).toBe(6);
    }
  });

  it('gives valid matches and competitions around them', () => {
    for (const now of hours.filter((_, i) => i % 10 === 0)) {
      const calendar = demoCalendar(now);
      for (const { match } of demoMatches(calendar)) {
        const { inLeague: _inLeague, ...fields } = match;
        expect(ZCreateMatchRequest.safeParse({ ...fields, competitionId: null }).success).toBe(
          true,
        );
      }
      const [league, cup] = demoCompetitions(calendar).map((c) =>
        ZCreateCompetitionRequest.parse(c),
      );
      if (!league || !cup) throw new Error('a league and a cup');
      const day = (iso: string) => iso.slice(0, 10);
      expect(league.startDate < day(calendar.matchdays[0])).toBe(true);
      expect((league.endDate ?? '') > day(calendar.matchdays[3])).toBe(true);
      expect(cup.startDate > day(calendar.matchdays[3])).toBe(true);
    }
  });

  it('names the season the league started in, and writes Madrid time with its offset', () => {
    const autumn = demoCalendar(new Date('2026-11-28T09:00:00Z'));
    expect(autumn.league.season).toBe('2026/27');
    expect(autumn.matchdays[3]).toBe('2026-12-05T18:00:00+01:00');
    expect(autumn.matchdays[0]).toBe('2026-11-07T18:00:00+01:00');
    const spring = demoCalendar(new Date('2027-04-20T09:00:00Z'));
    expect(spring.league.season).toBe('2026/27');
    expect(spring.matchdays[3]).toBe('2027-04-24T18:00:00+02:00');
  });
});

import type { TStatsPeriod, TStatsQuery } from '@futsal/shared';

const iso = (d: Date) => d.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/**
 * The calendar days the filters cover (decision 0012): UTC days, both ends
 * inclusive, ending today. `season` starts on the 1st of the season start
 * month, this year when that month has come, else last year; `30d`/`90d`
 * are today and the 29/89 days before it.
 */
export function resolvePeriod(
  query: Pick<TStatsQuery, 'range' | 'from' | 'to'>,
  now: Date,
  seasonStartMonth: number,
): TStatsPeriod {
  const today = iso(now);
  const base = { range: query.range, seasonStartMonth };
  switch (query.range) {
    case '30d':
      return { ...base, from: addDays(today, -29), to: today };
    case '90d':
      return { ...base, from: addDays(today, -89), to: today };
    case 'custom':
      // The schema makes both dates present for `custom`.
      return { ...base, from: query.from ?? today, to: query.to ?? today };
    case 'season': {
      const month = now.getUTCMonth() + 1;
      const year = month >= seasonStartMonth ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
      return {
        ...base,
        from: `${year}-${String(seasonStartMonth).padStart(2, '0')}-01`,
        to: today,
      };
    }
  }
}

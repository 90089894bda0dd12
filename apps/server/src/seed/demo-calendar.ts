/**
 * The demo's dates, counted from the day the seed runs: three league
 * matchdays on past Saturdays and the fourth on the coming one, so that
 * "already played" and "coming up" hold whenever the seed runs (fixed dates
 * made the coming match a past one the day after they were written).
 */
export interface DemoCalendar {
  /** Kick-offs of matchdays 1 to 4 (ISO date-times with Madrid's offset); only the 4th is ahead. */
  matchdays: [string, string, string, string];
  league: { season: string; startDate: string; endDate: string };
  cup: { startDate: string; endDate: string };
}

const DAY_MS = 24 * 3600 * 1000;
const SATURDAY = 6;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const MADRID = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Madrid',
  timeZoneName: 'longOffset',
});

/** `date`T`time` in Madrid, with the offset Madrid has on that day (+01:00 or +02:00). */
function inMadrid(date: string, time: string): string {
  const zone = MADRID.formatToParts(new Date(`${date}T12:00:00Z`)).find(
    (p) => p.type === 'timeZoneName',
  )?.value;
  const offset = zone?.startsWith('GMT+') || zone?.startsWith('GMT-') ? zone.slice(3) : '+00:00';
  return `${date}T${time}:00${offset}`;
}

export function demoCalendar(now: Date): DemoCalendar {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // The next Saturday after today (a week ahead on a Saturday): the coming match is never today.
  const ahead = (SATURDAY - new Date(today).getUTCDay() + 7) % 7 || 7;
  const next = today + ahead * DAY_MS;
  // Played on the 4th, 3rd and 2nd Saturdays before it: the last one at least a week ago.
  const first = next - 28 * DAY_MS;
  const matchdays: DemoCalendar['matchdays'] = [
    inMadrid(isoDate(first), '18:00'),
    inMadrid(isoDate(next - 21 * DAY_MS), '12:00'),
    inMadrid(isoDate(next - 14 * DAY_MS), '18:00'),
    inMadrid(isoDate(next), '18:00'),
  ];
  const leagueStart = new Date(first - 14 * DAY_MS);
  // A season runs from late summer: one started in spring belongs to the season before.
  const firstYear = leagueStart.getUTCFullYear() - (leagueStart.getUTCMonth() < 6 ? 1 : 0);
  return {
    matchdays,
    league: {
      season: `${firstYear}/${String((firstYear + 1) % 100).padStart(2, '0')}`,
      startDate: isoDate(leagueStart.getTime()),
      endDate: isoDate(leagueStart.getTime() + 36 * 7 * DAY_MS),
    },
    cup: { startDate: isoDate(next + 42 * DAY_MS), endDate: isoDate(next + 91 * DAY_MS) },
  };
}

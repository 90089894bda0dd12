/**
 * Issue 39's floor: a team's iCalendar feed of 300 events (150 matches, 150 trainings, over the
 * past year and the coming one) answers within 50 ms. The rows are written straight into the
 * app's database; the feed is switched on and read through the API, as a calendar app would.
 */
import { matches, trainings } from '../apps/server/src/db/schema';
import { load, type Measure } from './lib';
import { api, seedTeam, type Ctx } from './scenarios';

const DAY_MS = 86_400_000;

export async function calendarFeed(ctx: Ctx): Promise<Measure[]> {
  const { teamId } = await seedTeam(ctx, 1);
  const start = Date.now() - 300 * DAY_MS;
  await ctx.db.insert(matches).values(
    Array.from({ length: 150 }, (_, i) => ({
      teamId,
      opponent: `Rival ${i + 1}`,
      date: new Date(start + i * 4 * DAY_MS),
      location: 'Pabellón Municipal',
      isHome: i % 2 === 0,
      type: 'league',
      periods: 2,
      periodDuration: 20,
    })),
  );
  await ctx.db.insert(trainings).values(
    Array.from({ length: 150 }, (_, i) => ({
      teamId,
      startsAt: new Date(start + (i * 4 + 2) * DAY_MS),
      durationMinutes: 90,
      place: 'Pista 2',
      focus: i % 3 === 0 ? 'Presión alta' : '',
      notes: i % 5 === 0 ? 'Traer petos' : '',
      status: i % 10 === 0 ? 'cancelled' : 'scheduled',
    })),
  );
  const { path } = await api<{ path: string }>(ctx, 'POST', `/calendar/team/${teamId}/feed`);
  return [
    // One calendar app at a time: the floor is a reply's latency (p99), not a throughput.
    await load('GET /api/public/calendar/{token}.ics (300 events, 1 connection)', {
      url: `${ctx.url}${path}`,
      connections: 1,
    }),
  ];
}

import type { TLiveShareStatus, TPublicLiveMatch } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../../../test/club';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ev, logEvents, setupMatch } from '../../../test/matches';

/** The public page's clock reads this. */
const clock = { now: new Date('2026-06-01T18:30:00Z') };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => clock.now } });
});
afterAll(async () => {
  await t?.close();
});

const minutesBefore = (min: number) => clock.now.getTime() - min * 60_000;

describe('a time-out logged through the API stops the clock (Laws 6, 7)', () => {
  it('shows the public page the clock stopped at the time-out, then running from the resume', async () => {
    const s = await setupMatch(t.app);
    await givePlan(t.db, s.coach.user.id, 'starter');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${s.match.id}/share`,
      headers: bearer(s.coach.token),
    });
    const token = res.json<TLiveShareStatus>().token ?? '';
    const publicClock = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/api/public/live/${token}` });
      expect(page.statusCode, page.body).toBe(200);
      return page.json<TPublicLiveMatch>().clock;
    };

    // Kicked off 12 minutes ago by the wall clock; a time-out at 5:00, no clock event after it.
    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('period_start', 'first', 0, { at: minutesBefore(12) }),
      ev('timeout', 'first', 5),
    ]);
    expect(await publicClock()).toMatchObject({ elapsedSec: 300, periodEndSec: null });

    await logEvents(t.app, s.coach.token, s.match.id, [
      ev('clock_resume', 'first', 5, { at: minutesBefore(2) }),
    ]);
    expect(await publicClock()).toMatchObject({ elapsedSec: 420, periodEndSec: 1200 });
  });
});

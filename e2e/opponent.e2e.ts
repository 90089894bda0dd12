import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiLogin, launchBrowser, login, newPage, seedPlan, signUp } from './fixtures';
import { buildSeason, daysAgo, type Api, type SeasonFixture } from './season';

let browser: Browser;
let season: SeasonFixture;
let user: Awaited<ReturnType<typeof signUp>>;
let nextMatch: string;

const ev = (type: string, period: string, minute: number, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type,
  period,
  minute,
  second: 0,
  ...extra,
});

/** A second match against "Inter Ribera", spelt otherwise: lost 1–2, their shots placed. */
async function secondMatch(api: Api, s: SeasonFixture) {
  const m = await api<{ id: string }>('POST', `/matches/team/${s.teamId}`, {
    opponent: 'inter ribera',
    date: daysAgo(12),
    location: 'Pabellón Municipal',
    isHome: false,
    type: 'league',
    periods: 2,
    periodDuration: 20,
  });
  await api('PUT', `/matches/${m.id}/lineup`, {
    starters: s.players.slice(0, 5).map((p) => p.id),
    substitutes: s.players.slice(5).map((p) => p.id),
  });
  const shot = ev('rival_shot', 'first', 4);
  const goal = ev('rival_goal', 'first', 9, { goalType: 'corner' });
  const goal2 = ev('rival_goal', 'second', 30);
  for (const e of [
    ev('period_start', 'first', 0),
    shot,
    ev('shot_place', 'first', 4, { shotEventId: shot.id, x: 0.72, y: 0.3, outcome: 'saved' }),
    ev('rival_foul', 'first', 6),
    goal,
    ev('shot_place', 'first', 9, { shotEventId: goal.id, x: 0.9, y: 0.55 }),
    ev('period_end', 'first', 20),
    ev('period_start', 'second', 20),
    ev('goal', 'second', 25, { playerId: s.players[1]?.id }),
    goal2,
    ev('shot_place', 'second', 30, { shotEventId: goal2.id, x: 0.82, y: 0.7 }),
    ev('rival_foul', 'second', 31),
    ev('rival_red_card', 'second', 33),
    ev('period_end', 'second', 40),
  ])
    await api('POST', `/events/match/${m.id}`, e);
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp();
  const token = await apiLogin(user);
  await seedPlan(token, 'starter');
  const api = apiAs(token);
  season = await buildSeason(api);
  await secondMatch(api, season);
  const next = await api<{ id: string }>('POST', `/matches/team/${season.teamId}`, {
    opponent: 'Inter Ribera',
    date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    location: 'Pabellón Municipal',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
  });
  nextMatch = next.id;
});
afterAll(async () => {
  await browser.close();
});

const WAIT = { timeout: 15_000 };
const tid = (page: Page, id: string) => page.getByTestId(id);

describe('opponent report (issue 38)', () => {
  it(
    'opens from the next match against a rival with its results and shots',
    { timeout: 120_000 },
    async () => {
      const { page } = await newPage(browser, { width: 1024, height: 768 });
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto(`/teams/${season.teamId}/matches/${nextMatch}/details`);
      await tid(page, 'opponent-report-link').click();
      await tid(page, 'opponent-report').waitFor();
      expect(new URL(page.url()).searchParams.get('name')).toBe('Inter Ribera');
      // The league win 3–1 and the away defeat 1–2; the scheduled match not counted.
      const results = tid(page, 'opponent-results');
      await results.waitFor(WAIT);
      const rows = await results.locator('li').allTextContents();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('3 – 1');
      expect(rows[1]).toContain('1 – 2');
      expect(await tid(page, 'opponent-record').textContent()).toContain('4–3');
      // Their three placed shots on the map, none of ours.
      const map = tid(page, 'opponent-shot-map');
      const counts = await map
        .locator('path[data-side="rival"]')
        .evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-count'))));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      expect(await map.locator('path[data-side="us"]').count()).toBe(0);
      // Fouls by period, ours then theirs: the league match's foul of ours, their two here.
      const fouls = await tid(page, 'opponent-fouls').textContent();
      expect(fouls).toContain('1ª parte11');
      expect(fouls).toContain('2ª parte01');
      // Their zones: the two placed goals near our goal and the saved shot from 6–12 m.
      expect(await tid(page, 'opponent-zones').textContent()).toContain('Área, centro');
      await tid(page, 'report-opponent').waitFor();

      const dir = process.env.OPPONENT_SCREENSHOTS_DIR;
      if (!dir) return;
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await tid(page, 'theme-toggle').click();
        for (const [w, h] of [
          [1024, 768],
          [390, 844],
        ] as const) {
          await page.setViewportSize({ width: w, height: h });
          await tid(page, 'opponent-results').waitFor();
          await page.screenshot({ path: join(dir, `opponent-${w}-${theme}.png`), fullPage: true });
        }
      }
    },
  );
});

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiLogin, launchBrowser, login, newPage, seedPlan, signUp } from './fixtures';
import { buildSeason, type SeasonFixture } from './season';

let browser: Browser;
let season: SeasonFixture;
let user: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp();
  const token = await apiLogin(user);
  // The team PDF is a paid feature (PLAN_TABLE): from starter.
  await seedPlan(token, 'starter');
  season = await buildSeason(apiAs(token));
});
afterAll(async () => {
  await browser.close();
});

/** A server filter round trip under the load of the shared 2-core machine. */
const WAIT = { timeout: 15_000 };
const tid = (page: Page, id: string) => page.getByTestId(id);
const text = async (page: Page, id: string) => ((await tid(page, id).textContent()) ?? '').trim();

describe('statistics', () => {
  it(
    'the dashboard filters change the figures and survive a reload',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser, { width: 1280, height: 900 });
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto(`/teams/${season.teamId}/summary`);

      // Whole season: the league win 3–1 and the friendly 2–0.
      await expect.poll(() => text(page, 'kpi-record'), WAIT).toBe('2-0-0');
      expect(await text(page, 'kpi-points')).toBe('6');
      expect(await text(page, 'kpi-goal-difference')).toBe('+4');
      expect(await text(page, 'stats-period')).toContain('amistosos incluidos');

      // Last 30 days: the friendly (50 days ago) drops out.
      await tid(page, 'range-30d').click();
      await expect.poll(() => text(page, 'kpi-points'), WAIT).toBe('3');
      expect(await text(page, 'kpi-record')).toBe('1-0-0');
      expect(await text(page, 'kpi-goal-difference')).toBe('+2');
      await page.waitForURL(/range=30d/);

      // Back to the season, friendlies only.
      await tid(page, 'range-season').click();
      await expect.poll(() => text(page, 'kpi-points'), WAIT).toBe('6');
      await page.getByRole('combobox', { name: 'Tipo de partido' }).click();
      await page.getByRole('option', { name: 'Amistoso' }).click();
      await expect
        .poll(() => text(page, 'stats-period'), WAIT)
        .toContain('Solo partidos de tipo Amistoso');
      await expect.poll(() => text(page, 'kpi-goal-difference'), WAIT).toBe('+2');
      expect(await text(page, 'kpi-record')).toBe('1-0-0');
      expect(await text(page, 'kpi-points')).toBe('3');
      await page.waitForURL(/type=friendly/);

      // A reload keeps the filters.
      await page.reload();
      await expect.poll(() => text(page, 'kpi-goal-difference'), WAIT).toBe('+2');
      expect(await tid(page, 'top-goals').textContent()).toContain('Iñaki Peña');

      // A recent result opens the match details, which show the server's match figures.
      await tid(page, 'recent-results').getByRole('link').first().click();
      await page.waitForURL(/\/details$/);
      await tid(page, 'match-stats-figures').waitFor();
      await context.close();
    },
  );

  it('loads the charts when they near the screen and the date pickers with the custom range (decision 0102)', async () => {
    const { context, page } = await newPage(browser, { width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const fetched = (prefix: string) => scripts.some((p) => p.startsWith(`/assets/${prefix}-`));
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${season.teamId}/stats`);
    await expect.poll(() => text(page, 'kpi-record'), WAIT).toBe('2-0-0');
    await page.waitForLoadState('networkidle');

    // The figures are drawn; the charts, at the bottom of a phone's page, are places held open.
    // The sections below the KPIs mount a commit each, in transitions (decisions 0102, 0104):
    // the network can settle before the last of them is on the page.
    const slots = page.getByTestId('chart-slot');
    await expect.poll(() => slots.count(), WAIT).toBe(2);
    expect(await slots.first().getAttribute('data-drawn')).toBe('false');
    expect((await slots.first().boundingBox())?.height).toBeGreaterThanOrEqual(160);
    expect(fetched('bar-charts')).toBe(false);
    expect(fetched('CustomRangeFields')).toBe(false);

    // Scrolled to, a chart loads its library and draws its bars in the place it held.
    const held = await slots.first().boundingBox();
    await slots.first().scrollIntoViewIfNeeded();
    await slots.first().locator('svg rect').first().waitFor(WAIT);
    expect(fetched('bar-charts')).toBe(true);
    expect((await slots.first().boundingBox())?.height).toBe(held?.height);

    // The custom range brings the date pickers, with the range's dates, and filters by them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await tid(page, 'range-custom').click();
    const from = page.locator('input[name="from"]');
    await from.waitFor(WAIT);
    expect(fetched('CustomRangeFields')).toBe(true);
    await page.waitForURL(/range=custom/);
    expect(await page.locator('input[name="to"]').inputValue()).not.toBe('');
    await context.close();
  });

  it('downloads the team PDF from the team page', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${season.teamId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tid(page, 'report-team').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiLogin, newPage, signUp, useBrowser } from './fixtures';
import { buildSeason, type SeasonFixture } from './season';

/**
 * Issue 35 (decision 0118): a page opened from a link starts at its top, whatever the previous
 * page's scroll; back restores where the user was; a page rewriting only its own query keeps it.
 */
const browser = useBrowser();
let token: string;
let season: SeasonFixture;

beforeAll(async () => {
  token = await apiLogin(await signUp());
  season = await buildSeason(apiAs(token));
});

async function signedIn(): Promise<Page> {
  const { page } = await newPage(browser(), { width: 1280, height: 720 });
  await page.goto('/favicon.svg');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` (the page must be that long) and waits until it is there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.waitForFunction(
    (target) => document.documentElement.scrollHeight - window.innerHeight >= target,
    y,
  );
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await page.waitForFunction((target) => Math.round(window.scrollY) === target, y);
}

describe('scroll on navigation', () => {
  it('a link opens the next page at its top; back (and a reload) return to where the user was', async () => {
    const page = await signedIn();
    const team = `/teams/${season.teamId}`;
    await page.goto(`${team}/stats`);
    await page.getByTestId('team-stats').getByTestId('kpi-record').waitFor();
    await scrollTo(page, 900);

    // The URL changes first; the statistics stay on screen until the summary is drawn.
    await page.getByTestId('menu-summary').click();
    await page.getByTestId('team-summary').getByTestId('kpi-record').waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByTestId('team-stats').getByTestId('kpi-record').waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);

    // A reload finds the same place (the positions outlive the page in sessionStorage).
    await page.reload();
    await page.getByTestId('team-stats').getByTestId('kpi-record').waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);

    await page.goForward();
    await page.getByTestId('team-summary').getByTestId('kpi-record').waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it("a new competition's form opens at its top, its name field focused", async () => {
    const page = await signedIn();
    await page.goto(`/teams/${season.teamId}/stats`);
    await page.getByTestId('team-stats').getByTestId('kpi-record').waitFor();
    await scrollTo(page, 600);
    await page.getByTestId('menu-new-competition').click();
    await page.waitForURL('**/tournaments/new');
    const name = page.locator('#competition-name');
    await name.waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await scrollY(page)).toBe(0);
    await page.close();
  });

  it('a filter that rewrites only the query keeps the scroll', async () => {
    const page = await signedIn();
    const url = `/teams/${season.teamId}/stats`;
    await page.goto(url);
    await page.getByTestId('team-stats').getByTestId('kpi-record').waitFor();
    await scrollTo(page, 300);
    const figures = page.waitForResponse((r) => r.url().includes('range=90d'));
    // A click without Playwright's own scrolling of the button into view.
    await page.getByTestId('range-90d').evaluate((el) => (el as HTMLElement).click());
    await page.waitForURL(/range=90d/);
    await figures;
    // The new figures drawn: two frames after their reply.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await scrollY(page)).toBe(300);
    await page.close();
  });
});

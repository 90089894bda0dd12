import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  login,
  newPage,
  seedLeagueMatch,
  seedSquad,
  signUp,
  useBrowser,
  type TestUser,
} from './fixtures';
import { joinAsStaff, removeStaff } from './staff';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);
const text = async (page: Page, id: string) => (await tid(page, id).textContent()) ?? '';

async function staff(
  ownerToken: string,
  teamId: string,
  role: 'assistant' | 'analyst',
  first: string,
) {
  return joinAsStaff(ownerToken, teamId, role, { firstName: first, lastName: 'López' });
}

/** With SHOTS_DIR: the page on a phone and a desktop, and (`dark`, reloaded) in the dark theme. */
async function shoot(page: Page, name: string, ready: string, dark = false) {
  if (!process.env.SHOTS_DIR) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-${width}.png`,
      fullPage: true,
    });
  }
  if (!dark) return;
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await tid(page, ready).waitFor();
  await tid(page, 'timeline-logged-by').first().waitFor();
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-dark.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
}

// Decision 0180: staff of a team on one live match, each on their own device.
describe('an assistant logs the live match', { timeout: 180_000 }, () => {
  it("the owner sees the assistant's goal live with their name; removed, the assistant's stream ends", async () => {
    const owner = await signUp();
    const token = await apiLogin(owner);
    const team = await api<{ id: string }>(token, 'POST', '/teams', {
      name: 'CD Navalcarnero',
      description: 'Equipo con cuerpo técnico',
      division: 'Segunda',
    });
    const players = await seedSquad(token, team.id, 8);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const assistant = await staff(token, team.id, 'assistant', 'Ana');
    const analyst = await staff(token, team.id, 'analyst', 'Luis');

    const contexts: BrowserContext[] = [];
    const open = async (
      user: TestUser,
      width: number,
      height: number,
      ready: string,
      locale = 'es-ES',
    ) => {
      const { context, page } = await newPage(browser(), { width, height, locale });
      contexts.push(context);
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto(`/teams/${team.id}/matches/${matchId}`);
      await tid(page, ready).waitFor();
      return page;
    };
    try {
      const ownerPage = await open(owner, 1280, 900, 'live-console');
      const assistantPage = await open(assistant, 390, 844, 'live-console');
      // The analyst reads in English.
      const analystPage = await open(analyst, 1280, 900, 'live-watch', 'en-GB');
      // The analyst watches: no control of the console, no lineup or live-link buttons.
      expect(await tid(analystPage, 'live-console').count()).toBe(0);
      expect(await tid(analystPage, 'edit-lineup').count()).toBe(0);

      // The assistant kicks off and scores on their phone.
      await tid(assistantPage, 'period-start').click();
      await tid(assistantPage, 'action-goal').click();
      await tid(assistantPage, `court-player-${players[4] ?? ''}`).click();
      await tid(assistantPage, 'goal-sheet-close').click();

      // The owner sees it live, with who logged it; the analyst too.
      await expect.poll(() => text(ownerPage, 'score-us'), { timeout: 5000 }).toBe('1');
      await expect
        .poll(() => tid(ownerPage, 'timeline-logged-by').allTextContents(), { timeout: 5000 })
        .toEqual([' · Ana López', ' · Ana López']);
      await expect
        .poll(() => text(analystPage, 'live-watch-score'), { timeout: 5000 })
        .toBe('1 – 0');
      // The assistant's own events carry no name on their own device.
      expect(await tid(assistantPage, 'timeline-logged-by').count()).toBe(0);
      // Stored under the assistant's name.
      const log = await api<{ loggers: { name: string; events: string[] }[] }>(
        token,
        'GET',
        `/events/match/${matchId}`,
      );
      expect(log.loggers.map((l) => [l.name, l.events.length])).toEqual([['Ana López', 2]]);

      await shoot(ownerPage, 'assistant-live-owner', 'live-console', true);
      await shoot(assistantPage, 'assistant-live-assistant', 'live-console');
      await shoot(analystPage, 'assistant-live-analyst', 'live-watch', true);

      // The owner removes the assistant: their open stream ends, and their device says so.
      await assistantPage.setViewportSize({ width: 390, height: 844 });
      await removeStaff(token, team.id, assistant.id);
      await tid(assistantPage, 'live-access-lost').waitFor({ timeout: 15_000 });
      expect(await tid(assistantPage, 'connectivity').getAttribute('data-stream')).toBe('closed');
      await shoot(assistantPage, 'assistant-live-removed', 'live-access-lost');
      // The owner's stream goes on.
      expect(await tid(ownerPage, 'connectivity').getAttribute('data-stream')).toBe('live');
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});

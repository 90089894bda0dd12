import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  api,
  login,
  newPage,
  seedCoach,
  seedLeagueMatch,
  seedSquad,
  seedTeam,
  useBrowser,
  allSent,
} from './fixtures';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);

/** Taps the picker's court at a point given in metres (the court is 40 × 20 m). */
async function tapCourt(page: Page, xM: number, yM: number) {
  const court = tid(page, 'court-picker-court');
  const box = await court.boundingBox();
  if (!box) throw new Error('no court');
  // The drawing's viewBox is 43 × 21 m from (-1.5, -0.5) (FutsalCourt's COURT_VIEWBOX).
  await page.mouse.click(
    box.x + ((xM + 1.5) / 43) * box.width,
    box.y + ((yM + 0.5) / 21) * box.height,
  );
}

interface TLogged {
  type: string;
  id: string;
  shotEventId?: string;
  x?: number;
  y?: number;
  outcome?: string;
}

describe('shots placed on the court (issue 38)', { timeout: 180_000 }, () => {
  it('logs a placed shot and a rival shot at the bench and sees them on the match map', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, { name: 'CD Tiros' });
    const players = await seedSquad(token, team.id, 8);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const { page } = await newPage(browser(), { width: 1024, height: 768 });
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${team.id}/matches/${matchId}`);
    await tid(page, 'live-console').waitFor();
    await tid(page, 'period-start').click();

    // Our shot: the usual tap, then the picker: an outcome, and one tap on the court.
    await tid(page, 'action-shot').click();
    await tid(page, 'court-picker').waitFor();
    await tid(page, 'shot-outcome-saved').click();
    await tapCourt(page, 36, 10);
    await tid(page, 'court-picker').waitFor({ state: 'hidden' });

    // The rival's shot, placed in its own frame (it attacks to the right in the picker too).
    await tid(page, 'action-rival-shot').click();
    await tid(page, 'court-picker').waitFor();
    await tapCourt(page, 30, 4);
    await tid(page, 'court-picker').waitFor({ state: 'hidden' });

    // A shot whose place is skipped costs nothing more.
    await tid(page, 'action-shot').click();
    await tid(page, 'court-picker-skip').click();
    await tid(page, 'court-picker').waitFor({ state: 'hidden' });

    // Escape closes it too, the focus back on the shot button; so does a tap beside it.
    await tid(page, 'action-shot').click();
    await tid(page, 'court-picker').waitFor();
    // The keyboard goes round the picker's controls, never out to the console under it.
    const inPicker = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="court-picker"]')));
    // The focus follows the frame that shows it (decision 0186).
    await expect.poll(inPicker).toBe(true);
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await inPicker()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await inPicker()).toBe(true);
    await page.keyboard.press('Escape');
    await tid(page, 'court-picker').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'action-shot',
    );
    await tid(page, 'action-shot').click();
    await tid(page, 'court-picker').waitFor();
    await page.mouse.click(4, 4);
    await tid(page, 'court-picker').waitFor({ state: 'hidden' });
    await allSent(page, 15_000);

    const { events } = await api<{ events: TLogged[] }>(token, 'GET', `/events/match/${matchId}`);
    const shots = events.filter((e) => e.type === 'shot');
    const rival = events.find((e) => e.type === 'rival_shot');
    const places = events.filter((e) => e.type === 'shot_place');
    expect(shots).toHaveLength(4);
    expect(places).toHaveLength(2);
    const ours = places.find((e) => e.shotEventId === shots[0]?.id);
    expect(ours).toMatchObject({ outcome: 'saved' });
    expect(ours?.x).toBeCloseTo(0.9, 1);
    expect(ours?.y).toBeCloseTo(0.5, 1);
    const theirs = places.find((e) => e.shotEventId === rival?.id);
    expect(theirs?.x).toBeCloseTo(0.75, 1);

    // The match's map shows both, ours and the rival's.
    await page.goto(`/teams/${team.id}/matches/${matchId}/details`);
    const map = tid(page, 'shot-map');
    await map.waitFor();
    await expect
      .poll(() => map.locator('path[data-side="us"]').getAttribute('data-count'))
      .toBe('1');
    expect(await map.locator('path[data-side="rival"]').getAttribute('data-count')).toBe('1');
    expect(await tid(page, 'game-states').textContent()).toContain('5 contra 5');

    // Screenshots for the people reviewing this (SHOTS_SCREENSHOTS_DIR), on a fuller map.
    const dir = process.env.SHOTS_SCREENSHOTS_DIR;
    if (dir) await screenshots(page, dir, token, team.id, matchId);
  });
});

/** Thirty more placed shots a side, through the API, then the picker and the maps in both themes. */
async function screenshots(
  page: Page,
  dir: string,
  token: string,
  teamId: string,
  matchId: string,
) {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const events: Record<string, unknown>[] = [];
  for (let i = 0; i < 60; i++) {
    const id = randomUUID();
    const at = { period: 'first', minute: 1 + Math.floor(i / 4), second: (i * 13) % 60 };
    events.push({ id, type: i % 2 ? 'rival_shot' : 'shot', ...at });
    events.push({
      id: randomUUID(),
      type: 'shot_place',
      shotEventId: id,
      x: 0.55 + random() * 0.43,
      y: 0.1 + random() * 0.8,
      ...at,
    });
  }
  await api(token, 'POST', `/events/match/${matchId}/batch`, { events });
  // The app keeps the coach's theme (its toggle), whatever the system's.
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await tid(page, 'theme-toggle').click();
    for (const [w, h] of [
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/teams/${teamId}/matches/${matchId}/details`);
      const figures = tid(page, 'shot-figures');
      await figures.waitFor();
      await figures.scrollIntoViewIfNeeded();
      await figures.screenshot({ path: join(dir, `map-${w}-${theme}.png`) });
      await page.goto(`/teams/${teamId}/matches/${matchId}`);
      await tid(page, 'action-shot').click();
      await tid(page, 'court-picker').waitFor();
      await tid(page, 'shot-situation-transition').click();
      await page.screenshot({ path: join(dir, `picker-${w}-${theme}.png`) });
      await tid(page, 'court-picker-skip').click();
    }
  }
}

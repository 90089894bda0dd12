import type { Page } from 'playwright-core';
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
    await tid(page, 'court-picker').waitFor({ state: 'detached' });

    // The rival's shot, placed in its own frame (it attacks to the right in the picker too).
    await tid(page, 'action-rival-shot').click();
    await tid(page, 'court-picker').waitFor();
    await tapCourt(page, 30, 4);
    await tid(page, 'court-picker').waitFor({ state: 'detached' });

    // A shot whose place is skipped costs nothing more.
    await tid(page, 'action-shot').click();
    await tid(page, 'court-picker-skip').click();
    await tid(page, 'court-picker').waitFor({ state: 'detached' });
    await tid(page, 'pending-count').waitFor({ state: 'detached', timeout: 15_000 });

    const { events } = await api<{ events: TLogged[] }>(token, 'GET', `/events/match/${matchId}`);
    const shots = events.filter((e) => e.type === 'shot');
    const rival = events.find((e) => e.type === 'rival_shot');
    const places = events.filter((e) => e.type === 'shot_place');
    expect(shots).toHaveLength(2);
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
    await expect.poll(() => map.locator('circle[data-side="us"]').count()).toBe(1);
    expect(await map.locator('circle[data-side="rival"]').count()).toBe(1);
    expect(await tid(page, 'game-states').textContent()).toContain('5 contra 5');
  });
});

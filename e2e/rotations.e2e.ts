import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
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
} from './fixtures';

const browser = useBrowser();

/** Seconds of an "m:ss" or "mm:ss" text. */
const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').trim().split(':');
  return Number(m) * 60 + Number(s);
};
const shown = async (page: Page, testid: string) =>
  seconds(await page.getByTestId(testid).textContent());

// Issue 37: the rotation board follows the log's clock (no sleeps: the log's own clock is set by
// its `at`, and each step waits for what it needs).
describe('the live rotation board', { timeout: 180_000 }, () => {
  it('ticks with the match clock, flags the team’s target, and stands still with the clock', async () => {
    const user = await signUp();
    const token = await apiLogin(user);
    const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Rotaciones' });
    await api(token, 'PUT', `/teams/${team.id}`, { targetStintSec: 60 });
    const players = await seedSquad(token, team.id, 8);
    const p = (n: number) => players[n - 1] ?? '';
    const matchId = await seedLeagueMatch(token, team.id, players);
    const post = (event: Record<string, unknown>) =>
      api(token, 'POST', `/events/match/${matchId}`, { id: randomUUID(), ...event });
    // Kicked off 50 s ago by the log's clock; player 6 on for player 5 at 0:10.
    await post({
      type: 'period_start',
      period: 'first',
      minute: 0,
      second: 0,
      at: Date.now() - 50_000,
    });
    await post({
      type: 'substitution',
      period: 'first',
      minute: 0,
      second: 10,
      playerOutId: p(5),
      playerInId: p(6),
    });

    const { context, page } = await newPage(browser(), { width: 1024, height: 768 });
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${team.id}/matches/${matchId}`);
    await page.getByTestId('rotation-board').waitFor();
    expect(await page.getByTestId('rotation-board').textContent()).toContain('1:00');
    const starter = `rotation-court-${p(1)}`;
    await page.getByTestId(`${starter}-time`).waitFor();

    // It ticks, and crosses the team's target of 1:00 on the clock.
    const first = await shown(page, `${starter}-time`);
    await expect
      .poll(() => shown(page, `${starter}-time`), { timeout: 5000 })
      .toBeGreaterThan(first);
    await expect
      .poll(() => page.getByTestId(starter).getAttribute('data-past-target'), { timeout: 20_000 })
      .toBe('true');
    expect(await page.getByTestId(`rotation-court-${p(6)}`).getAttribute('data-past-target')).toBe(
      null,
    );

    // Paused: the board and the clock stand at the same second.
    await page.getByTestId('clock-toggle').click();
    await expect
      .poll(() => page.getByTestId('clock-display').getAttribute('data-running'))
      .toBe('false');
    const clock = await shown(page, 'clock-display');
    await expect.poll(() => shown(page, `${starter}-time`)).toBe(clock);
    expect(await shown(page, `rotation-court-${p(6)}-time`)).toBe(clock - 10);
    expect(await shown(page, `rotation-bench-${p(5)}-time`)).toBe(clock - 10);
    // The bench freshest first: those yet to play, then player 5.
    const bench = await page
      .locator('[data-testid^="rotation-bench-"]:not([data-testid$="-time"])')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(bench).toEqual([p(7), p(8), p(5)].map((id) => `rotation-bench-${id}`));

    // Resumed on the clock: the board moves on with it.
    await page.getByTestId('clock-toggle').click();
    await expect
      .poll(() => shown(page, `${starter}-time`), { timeout: 5000 })
      .toBeGreaterThan(clock);
    await context.close();
  });
});

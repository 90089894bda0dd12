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
  allSent,
} from './fixtures';

const browser = useBrowser();

const tid = (page: Page, id: string) => page.getByTestId(id);
const text = async (page: Page, id: string) => (await tid(page, id).textContent()) ?? '';

// The whole match day is one long story (some 60 steps); a loaded 2-core machine needs more than the default minute.
describe('match day', { timeout: 180_000 }, () => {
  it('lineup, live console with fouls, red card, substitution, offline goal that syncs once, details', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, {
      name: 'CD Navalcarnero',
      description: 'Equipo de pruebas de la consola',
      division: 'Segunda',
    });
    const players = await seedSquad(token, team.id, 8);
    const p = (n: number) => players[n - 1] ?? '';

    const { context, page } = await newPage(browser(), { width: 1024, height: 768 });
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${team.id}/matches`);

    // Create the match through the form.
    await tid(page, 'new-match').click();
    await page.locator('#match-opponent').fill('Inter Movistar');
    await page.locator('#match-location').fill('Pabellón Municipal');
    await tid(page, 'match-form-submit').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]{36}$/);
    const matchId = page.url().split('/').pop() ?? '';

    // Four starters: the spec's message.
    await tid(page, 'lineup-selector').waitFor();
    for (const n of [1, 2, 3, 4]) await tid(page, `lineup-player-${p(n)}`).click();
    await tid(page, 'lineup-save').click();
    expect(await text(page, 'lineup-error')).toContain(
      'Debes seleccionar exactamente 5 jugadores titulares',
    );

    // A valid lineup: 5 starters, 3 substitutes (starters full, a tap adds a substitute).
    for (const n of [5, 6, 7, 8]) await tid(page, `lineup-player-${p(n)}`).click();
    await tid(page, 'lineup-save').click();
    await tid(page, 'live-console').waitFor();

    // Kick-off.
    await tid(page, 'period-start').click();
    await expect.poll(() => tid(page, 'clock-display').getAttribute('data-running')).toBe('true');

    // A goal in two taps.
    await tid(page, 'action-goal').click();
    await tid(page, `court-player-${p(5)}`).click();
    await expect.poll(() => text(page, 'score-us')).toBe('1');
    await tid(page, 'goal-sheet-close').click();
    await tid(page, 'goal-sheet').waitFor({ state: 'detached' });

    // Six fouls: warning at the 5th, 10 m from the 6th.
    for (let i = 1; i <= 5; i += 1) await tid(page, 'action-foul').click();
    await expect.poll(() => tid(page, 'fouls-us').getAttribute('data-count')).toBe('5');
    await tid(page, 'foul-warning-us').waitFor();
    await tid(page, 'action-foul').click();
    await tid(page, 'ten-metre-us').waitFor();
    expect(await tid(page, 'fouls-us').getAttribute('data-count')).toBe('6');

    // A red card: the man-down countdown runs.
    await tid(page, 'action-red').click();
    await tid(page, `court-player-${p(2)}`).click();
    await tid(page, 'man-down-us').waitFor();
    const before = await text(page, 'man-down-us');
    await expect.poll(() => text(page, 'man-down-us'), { timeout: 5000 }).not.toBe(before);

    // A substitution: a player on court, then one on the bench.
    await tid(page, `court-player-${p(3)}`).click();
    await tid(page, `bench-player-${p(6)}`).click();
    await tid(page, `court-player-${p(6)}`).waitFor();

    // Everything so far reached the server.
    await allSent(page);

    // Offline: a goal waits in the queue.
    await context.setOffline(true);
    await expect.poll(() => tid(page, 'connectivity').getAttribute('data-online')).toBe('false');
    await tid(page, 'action-goal').click();
    await tid(page, `court-player-${p(4)}`).click();
    await tid(page, 'goal-sheet-close').click();
    await expect.poll(() => text(page, 'score-us')).toBe('2');
    await expect.poll(() => text(page, 'pending-count')).toContain('1 pendiente de enviar');

    // Back online: it syncs, once.
    await context.setOffline(false);
    await allSent(page, 15_000);
    const { events } = await api<{ events: { type: string; playerId?: string }[] }>(
      token,
      'GET',
      `/events/match/${matchId}`,
    );
    expect(events.filter((e) => e.type === 'goal' && e.playerId === p(4))).toHaveLength(1);
    expect(events.filter((e) => e.type === 'goal')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'foul')).toHaveLength(6);

    // A time-out stops the clock and counts its minute down.
    await tid(page, 'action-timeout').click();
    await expect.poll(() => tid(page, 'clock-display').getAttribute('data-running')).toBe('false');
    expect(await text(page, 'timeout-banner')).toMatch(
      /Tiempo muerto de CD Navalcarnero: [01]:\d\d/,
    );
    await tid(page, 'timeout-resume').click();
    await expect.poll(() => tid(page, 'clock-display').getAttribute('data-running')).toBe('true');

    // Finish: end the first half, play the second, end it; each end asks first.
    await tid(page, 'period-end').click();
    await tid(page, 'confirm-yes').click();
    await tid(page, 'period-start').click();
    await tid(page, 'period-end').click();
    await tid(page, 'confirm-yes').click();
    await tid(page, 'match-finished').waitFor();
    await allSent(page, 15_000);

    // Details, after a reload.
    await tid(page, 'view-details').click();
    await page.waitForURL(/\/details$/);
    await page.reload();
    await tid(page, 'match-details').waitFor();
    expect(await text(page, 'final-score')).toBe('2 – 0');
    const timeline = tid(page, 'details-timeline');
    expect(await timeline.locator('li[data-type="goal"]').count()).toBe(2);
    expect(await timeline.locator('li[data-type="red_card"]').count()).toBe(1);
    expect(await timeline.locator('li[data-type="substitution"]').count()).toBe(1);
    // Every event is there, fouls included, and the list filters by kind.
    expect(await timeline.locator('li[data-type="foul"]').count()).toBe(6);
    await tid(page, 'timeline-filter-fouls').click();
    expect(await timeline.locator('li[data-type="goal"]').count()).toBe(0);
    expect(await timeline.locator('li[data-type="foul"]').count()).toBe(6);
    await tid(page, 'timeline-filter-all').click();
    expect(await timeline.textContent()).toContain('Jugador 5');
    const stored = await api<{ status: string; score: { us: number; rival: number } }>(
      token,
      'GET',
      `/matches/${matchId}`,
    );
    expect(stored.status).toBe('finished');
    expect(stored.score).toEqual({ us: 2, rival: 0 });
    await context.close();
  });

  it('bench mode: at 1024×768 everything needed in play fits without scrolling; phones scroll one column', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, {
      name: 'CD Navalcarnero',
      description: 'Equipo de pruebas del modo banquillo',
      division: 'Segunda',
    });
    const players = await seedSquad(token, team.id, 14, (n) => ({
      name: `Jugador con nombre largo ${n}`,
    }));
    // The fullest bench the spec allows: 5 starters and 9 substitutes.
    const matchId = await seedLeagueMatch(token, team.id, players);
    let minute = 0;
    const log = (type: string, extra: Record<string, unknown> = {}) =>
      api(token, 'POST', `/events/match/${matchId}`, {
        id: crypto.randomUUID(),
        type,
        period: 'first',
        minute: minute++,
        second: 0,
        ...extra,
      });
    await log('period_start');
    for (let i = 0; i < 4; i += 1) await log('foul', { playerId: players[2] });
    await log('rival_foul');
    await log('shot', { playerId: players[3] });
    // A sending-off: the man-down banner takes its place above the panels too.
    minute = 15;
    await log('red_card', { playerId: players[1] });

    const { context, page } = await newPage(browser(), { width: 1024, height: 768 });
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`/teams/${team.id}/matches/${matchId}`);
    await tid(page, 'live-console').waitFor();
    await tid(page, 'bench-mode-toggle').click();
    await expect.poll(() => tid(page, 'live-console').getAttribute('data-bench-mode')).toBe('true');
    await tid(page, 'man-down-us').waitFor();
    // The goalkeeper is marked on court.
    await tid(page, `goalkeeper-mark-${players[0]}`).waitFor();

    const inView = async (id: string) => {
      const box = await tid(page, id).boundingBox();
      if (!box) throw new Error(`${id} has no box`);
      return box.y >= 0 && box.x >= 0 && box.y + box.height <= 768 && box.x + box.width <= 1024;
    };
    for (const id of [
      'scoreboard',
      'action-goal',
      'rival-actions',
      'foul-panel',
      'fouls-us',
      'fouls-rival',
      'bench-panel',
      'timeline-panel',
      'man-down-us',
    ]) {
      expect(await inView(id), id).toBe(true);
    }
    // Neither the page nor the console scrolls: the menu and top bar are out of the way, and the
    // page under the overlay stays put when asked to scroll.
    await page.mouse.move(512, 600);
    await page.mouse.wheel(0, 600);
    const scroll = await page.evaluate(async () => {
      // A wheel's scroll lands within the next frames.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const el = document.querySelector('[data-testid="live-console"]') as HTMLElement;
      return { page: window.scrollY, console: el.scrollHeight - el.clientHeight };
    });
    expect(scroll).toEqual({ page: 0, console: 0 });
    const covered = await page.evaluate(() => {
      const hit = document.elementFromPoint(20, 20);
      return Boolean(hit?.closest('[data-testid="live-console"]'));
    });
    expect(covered).toBe(true);

    // The goal's details sheet opens above the console, within reach of a tap.
    await tid(page, 'action-goal').click();
    await tid(page, `court-player-${players[3]}`).click();
    await expect.poll(() => text(page, 'score-us')).toBe('1');
    // Polled: the sheet slides in, and a point below the screen hits nothing.
    const sheetOnTop = () =>
      page.evaluate(() => {
        const sheet = document.querySelector('[data-testid="goal-sheet"]');
        const box = sheet?.getBoundingClientRect();
        if (!sheet || !box) return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(hit && sheet.contains(hit));
      });
    await expect.poll(sheetOnTop).toBe(true);
    await tid(page, 'goal-sheet-close').click();
    await tid(page, 'goal-sheet').waitFor({ state: 'detached' });

    // A phone: one column that scrolls, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await tid(page, 'timeline-panel').scrollIntoViewIfNeeded();
    const wide = await page.evaluate(() => {
      const el = document.querySelector('[data-testid="live-console"]') as HTMLElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(wide).toBe(0);
    expect(await tid(page, 'rival-actions').isVisible()).toBe(true);

    // Leaving bench mode brings the app's menu back.
    await page.setViewportSize({ width: 1024, height: 768 });
    await tid(page, 'bench-mode-toggle').click();
    await expect
      .poll(() => tid(page, 'live-console').getAttribute('data-bench-mode'))
      .toBe('false');
    // ...and the page scrolls again.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await context.close();
  });
});

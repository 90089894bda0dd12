import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  baseURL,
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
const SHOTS = process.env.E2E_SHOTS_DIR;
/** The built service worker the browser tests' server sends (global-setup.ts builds it). */
const SW_FILE = new URL('../apps/web/dist/sw.js', import.meta.url);

/** The API replies the service worker holds on this device (decision 0134), as paths. */
const cachedApiPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('futsal-api');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  });

// Issue 37, "opens with no signal": the installed app reloads the console offline (decision 0133).
describe('the console with no signal', { timeout: 180_000 }, () => {
  it('serves a valid web manifest whose icons are reachable', async () => {
    const res = await fetch(`${baseURL()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Futsal Manager',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1e88e5',
    });
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    ]) {
      const png = await fetch(`${baseURL()}${icon.src}`);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      // The PNG's own width and height (IHDR) are the ones announced.
      const bytes = Buffer.from(await png.arrayBuffer());
      const [w, h] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
    const sw = await fetch(`${baseURL()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('rel="apple-touch-icon"');
  });

  it('offers a new version when one is deployed, and reloads into it when asked', async () => {
    const { context, page } = await newPage(browser(), {
      width: 390,
      height: 844,
      serviceWorkers: 'allow',
    });
    await page.goto('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    expect(await tid(page, 'sw-update-reload').count()).toBe(0);
    // A deployment: the server's sw.js is another file from now on (the browser's own check of
    // the worker's script cannot be routed, so the built file changes, and is put back after).
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, `${original}\n// next version\n`);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await tid(page, 'sw-update-reload').waitFor({ timeout: 30_000 });
    } finally {
      writeFileSync(SW_FILE, original);
    }
    const reload = tid(page, 'sw-update-reload');
    expect(await page.getByText('Hay una versión nueva de Futsal Manager.').count()).toBe(1);
    // On a phone the prompt's button is in reach, once the notice has slid in.
    await expect
      .poll(async () => {
        const box = await reload.boundingBox();
        return Boolean(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844);
      })
      .toBe(true);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/update-prompt-390.png` });
      await tid(page, 'theme-toggle').click();
      await page.screenshot({ path: `${SHOTS}/update-prompt-390-dark.png` });
      await tid(page, 'theme-toggle').click();
    }
    // The waiting worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(
            registration?.active && !registration.waiting && navigator.serviceWorker.controller,
          );
        }),
      )
      .toBe(true);
    expect(await tid(page, 'sw-update-reload').count()).toBe(0);
    await context.close();
  });

  it('reloads the live console offline, keeps logging and stores each event once on reconnecting', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, { name: 'CD Sin Cobertura', division: 'Segunda' });
    const players = await seedSquad(token, team.id, 8);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const scorer = players[4] ?? '';

    const { context, page } = await newPage(browser(), {
      width: 1024,
      height: 768,
      serviceWorkers: 'allow',
    });
    // Each screen wake lock the page asks for, and whether it holds (decision 0135).
    await page.addInitScript(() => {
      const api = navigator.wakeLock;
      const locks: { type: string; held: boolean | null }[] = [];
      (window as unknown as { wakeLocks: typeof locks }).wakeLocks = locks;
      const request = api.request.bind(api);
      api.request = async (type) => {
        const entry = { type: type ?? 'screen', held: null as boolean | null };
        locks.push(entry);
        const sentinel = await request(type);
        entry.held = true;
        sentinel.addEventListener('release', () => (entry.held = false));
        return sentinel;
      };
    });
    const wakeLocks = () =>
      page.evaluate(() => (window as unknown as { wakeLocks: unknown[] }).wakeLocks);
    await login(page, user);
    await tid(page, 'welcome').waitFor();
    await page.goto(`/teams/${team.id}/matches/${matchId}`);
    await tid(page, 'live-console').waitFor();
    // The worker installs after the page's load and takes it over; the console's data then comes
    // through it and is stored.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const needed = [
      `/api/events/match/${matchId}`,
      `/api/matches/${matchId}`,
      `/api/teams/${team.id}/players`,
    ];
    await expect
      .poll(() => cachedApiPaths(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(needed));
    // Kick-off online: the stored log follows what this device sent; the screen stays on.
    expect(await wakeLocks()).toEqual([]);
    await tid(page, 'period-start').click();
    await allSent(page, 15_000);
    await expect.poll(wakeLocks).toEqual([{ type: 'screen', held: true }]);

    // The squad on the device holds what the console shows, none of the players' files.
    const storedSquad = await page.evaluate(async (url) => {
      const reply = await (await caches.open('futsal-api')).match(url, { ignoreVary: true });
      return reply ? ((await reply.json()) as Record<string, unknown>[]) : null;
    }, `/api/teams/${team.id}/players`);
    expect(storedSquad).toHaveLength(8);
    for (const player of storedSquad ?? []) {
      expect(Object.keys(player).sort()).toEqual(
        ['_id', 'id', 'isActive', 'name', 'number', 'positions', 'status', 'team'].sort(),
      );
    }

    // No signal: the reload shows the console, the match and its kick-off, not the browser's error page.
    await context.setOffline(true);
    await page.reload();
    await tid(page, 'live-console').waitFor({ timeout: 20_000 });
    await page
      .getByText(/Inter Movistar/)
      .first()
      .waitFor();
    await expect.poll(() => tid(page, 'clock-display').getAttribute('data-running')).toBe('true');
    await expect.poll(() => tid(page, 'connectivity').getAttribute('data-online')).toBe('false');

    // Three events logged offline: a goal with its scorer, a rival goal, a pause.
    await tid(page, 'action-goal').click();
    await tid(page, `court-player-${scorer}`).click();
    await tid(page, 'goal-sheet-close').click();
    await tid(page, 'action-rival-goal').click();
    await tid(page, 'clock-toggle').click();
    await expect.poll(() => text(page, 'score-us')).toBe('1');
    await expect.poll(() => text(page, 'score-rival')).toBe('1');
    await expect.poll(() => tid(page, 'pending-count').getAttribute('data-count')).toBe('3');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/offline-console-1024.png` });
      await tid(page, 'theme-toggle').click();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/offline-console-390-dark.png` });
      await page.setViewportSize({ width: 1024, height: 768 });
      await tid(page, 'theme-toggle').click();
    }

    // A second reload with no signal still shows the queued events.
    await page.reload();
    await tid(page, 'live-console').waitFor({ timeout: 20_000 });
    await expect.poll(() => text(page, 'score-us')).toBe('1');
    await expect.poll(() => text(page, 'score-rival')).toBe('1');

    // Signal back: the queue empties, and the server holds each event once.
    await context.setOffline(false);
    await allSent(page, 20_000);
    const stored = await api<{ events: { type: string }[] }>(
      token,
      'GET',
      `/events/match/${matchId}`,
    );
    const count = (type: string) => stored.events.filter((e) => e.type === type).length;
    expect([
      count('period_start'),
      count('goal'),
      count('rival_goal'),
      count('clock_pause'),
    ]).toEqual([1, 1, 1, 1]);
    expect(stored.events).toHaveLength(4);

    // The reloaded console holds the screen on again; leaving it lets the screen sleep.
    await expect.poll(wakeLocks).toEqual([{ type: 'screen', held: true }]);
    await page.getByRole('link', { name: 'Mis equipos' }).first().click();
    await tid(page, 'live-console').waitFor({ state: 'detached' });
    await expect.poll(wakeLocks).toEqual([{ type: 'screen', held: false }]);

    // Signing out deletes the API replies kept on the device.
    await tid(page, 'user-menu').click();
    await tid(page, 'user-menu-logout').click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.evaluate(() => caches.has('futsal-api'))).toBe(false);
    await context.close();
  });
});

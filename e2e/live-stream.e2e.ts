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
  allSent,
} from './fixtures';

const browser = useBrowser();

const tid = (page: Page, id: string) => page.getByTestId(id);
const text = async (page: Page, id: string) => (await tid(page, id).textContent()) ?? '';
const running = (page: Page) => tid(page, 'clock-display').getAttribute('data-running');

/** What both devices must agree on: score, clock (paused), and the timeline they show. */
async function view(page: Page) {
  return {
    us: await text(page, 'score-us'),
    rival: await text(page, 'score-rival'),
    clock: await text(page, 'clock-display'),
    running: await running(page),
    timeline: await text(page, 'live-timeline'),
  };
}

// Two devices on one live match (issue 9): each step waits for what it needs, no sleeps.
describe('one live match, two devices', { timeout: 180_000 }, () => {
  it('a goal shows on the other within 2 s, a clashing substitution is refused with its reason, an offline device catches up', async () => {
    const user = await signUp();
    const token = await apiLogin(user);
    const team = await api<{ id: string }>(token, 'POST', '/teams', {
      name: 'CD Navalcarnero',
      description: 'Equipo de pruebas en directo',
      division: 'Segunda',
    });
    const players = await seedSquad(token, team.id, 8);
    const p = (n: number) => players[n - 1] ?? '';
    const matchId = await seedLeagueMatch(token, team.id, players);

    const contexts: BrowserContext[] = [];
    const open = async () => {
      const { context, page } = await newPage(browser(), { width: 1280, height: 900 });
      contexts.push(context);
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto(`/teams/${team.id}/matches/${matchId}`);
      await tid(page, 'live-console').waitFor();
      return { context, page };
    };
    const a = await open();
    const b = await open();

    // Kick-off on A: B's clock starts too, from the log.
    await tid(a.page, 'period-start').click();
    await expect.poll(() => running(b.page), { timeout: 2000 }).toBe('true');

    // A goal on A shows on B within 2 seconds.
    await tid(a.page, 'action-goal').click();
    await tid(a.page, `court-player-${p(5)}`).click();
    await tid(a.page, 'goal-sheet-close').click();
    await expect.poll(() => text(b.page, 'score-us'), { timeout: 2000 }).toBe('1');

    // A pause on B stops A's clock at the same time.
    await tid(b.page, 'clock-toggle').click();
    await expect.poll(() => running(a.page), { timeout: 2000 }).toBe('false');
    await expect
      .poll(() => text(a.page, 'clock-display'))
      .toBe(await text(b.page, 'clock-display'));
    await tid(a.page, 'clock-toggle').click();
    await expect.poll(() => running(b.page), { timeout: 2000 }).toBe('true');

    // Both take off player 3: B (its network gone) for 7, A for 6. A's reaches the server first.
    await b.context.setOffline(true);
    await tid(b.page, `court-player-${p(3)}`).click();
    await tid(b.page, `bench-player-${p(7)}`).click();
    await tid(b.page, `court-player-${p(7)}`).waitFor();
    await tid(a.page, `court-player-${p(3)}`).click();
    await tid(a.page, `bench-player-${p(6)}`).click();
    await tid(a.page, `court-player-${p(6)}`).waitFor();
    await allSent(a.page);
    await b.context.setOffline(false);
    // B's is refused by the engine on the server, and B says why; both end with 6 on court.
    await b.page.getByText('Ese jugador no está en pista').first().waitFor({ timeout: 15_000 });
    await tid(b.page, `court-player-${p(6)}`).waitFor();
    await tid(b.page, `bench-player-${p(7)}`).waitFor();

    // A goes offline, logs a rival goal and pauses the clock, then comes back.
    await allSent(b.page, 15_000);
    // B was offline: its stream reconnects with backoff. What follows times B's stream, not its reconnection.
    await expect
      .poll(() => tid(b.page, 'connectivity').getAttribute('data-stream'), { timeout: 15_000 })
      .toBe('live');
    await a.context.setOffline(true);
    await expect.poll(() => tid(a.page, 'connectivity').getAttribute('data-online')).toBe('false');
    await tid(a.page, 'action-rival-goal').click();
    await expect.poll(() => text(a.page, 'score-rival')).toBe('1');
    await tid(a.page, 'clock-toggle').click();
    await expect.poll(() => running(a.page)).toBe('false');
    expect(await text(b.page, 'score-rival')).toBe('0');
    await a.context.setOffline(false);
    await allSent(a.page, 15_000);
    await expect.poll(() => text(b.page, 'score-rival'), { timeout: 5000 }).toBe('1');
    await expect.poll(() => running(b.page), { timeout: 5000 }).toBe('false');

    // Same log, clock and score on both, and on the server.
    await expect.poll(async () => view(b.page), { timeout: 5000 }).toEqual(await view(a.page));
    const stored = await api<{ events: { type: string }[] }>(
      token,
      'GET',
      `/events/match/${matchId}`,
    );
    expect(stored.events.filter((e) => e.type === 'substitution')).toHaveLength(1);
    expect(stored.events.filter((e) => e.type === 'goal')).toHaveLength(1);
    expect(stored.events.filter((e) => e.type === 'rival_goal')).toHaveLength(1);
    const state = await view(a.page);
    expect([state.us, state.rival, state.running]).toEqual(['1', '1', 'false']);
    for (const context of contexts) await context.close();
  });
});

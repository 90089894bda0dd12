import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  login,
  newPage,
  seedLeagueMatch,
  seedPlan,
  seedSquad,
  signUp,
  useBrowser,
} from './fixtures';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);
const text = async (page: Page, id: string) => (await tid(page, id).textContent()) ?? '';

// Issue 37, decision 0136: the public page is pushed to, never polled, while it can stream.
describe('the public live page by push', { timeout: 180_000 }, () => {
  it('shows a goal logged on the console without a single poll', async () => {
    const user = await signUp();
    const token = await apiLogin(user);
    await seedPlan(token, 'starter');
    const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Navalcarnero' });
    const players = await seedSquad(token, team.id, 8);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const share = await api<{ token: string }>(token, 'POST', `/matches/${matchId}/share`);

    // A fan's phone, never signed in: every request it makes is kept.
    const fan = await newPage(browser(), { width: 390, height: 844 });
    const asked: Request[] = [];
    fan.page.on('request', (r) => asked.push(r));
    await fan.page.goto(`/live/${share.token}`);
    await tid(fan.page, 'live-page').waitFor();
    expect(await text(fan.page, 'live-score')).toContain('0 – 0');

    // The coach, on the bench's tablet in another browser context, kicks off and scores.
    const coach = await newPage(browser(), { width: 1280, height: 900 });
    await login(coach.page, user);
    await tid(coach.page, 'welcome').waitFor();
    await coach.page.goto(`/teams/${team.id}/matches/${matchId}`);
    await tid(coach.page, 'live-console').waitFor();
    await tid(coach.page, 'period-start').click();
    await expect
      .poll(() => tid(fan.page, 'live-clock').getAttribute('data-running'), { timeout: 2000 })
      .toBe('true');
    await tid(coach.page, 'action-goal').click();
    await tid(coach.page, `court-player-${players[4] ?? ''}`).click();
    await tid(coach.page, 'goal-sheet-close').click();

    // Well inside the 3 s a poll would take, and with no poll at all: one stream, no GET of the view.
    await expect.poll(() => text(fan.page, 'live-score'), { timeout: 2000 }).toContain('1 – 0');
    expect(await text(fan.page, 'public-timeline')).toContain('Jugador 5');
    const publicApi = asked
      .map((r) => new URL(r.url()).pathname)
      .filter((p) => p.startsWith('/api/'));
    expect(publicApi).toEqual([`/api/public/live/${share.token}/stream`]);
    expect(asked.find((r) => r.url().endsWith('/stream'))?.resourceType()).toBe('eventsource');

    await Promise.all([coach.context.close(), fan.context.close()]);
  });
});

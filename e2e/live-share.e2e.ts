import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  baseURL,
  login,
  newPage,
  seedLeagueMatch,
  seedPlan,
  seedSquad,
  signUp,
  useBrowser,
} from './fixtures';

const browser = useBrowser();

const event = (type: string, minute: number, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type,
  period: 'first',
  minute,
  second: 0,
  createdAt: new Date().toISOString(),
  ...extra,
});

/** A coach with a team of 6, a league match with its lineup, kicked off and 1–0 up. */
async function matchUnderWay() {
  const user = await signUp();
  const token = await apiLogin(user);
  // The public live link is a paid feature (PLAN_TABLE): from starter.
  await seedPlan(token, 'starter');
  const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Navalcarnero' });
  const ids = await seedSquad(token, team.id, 6, (n) => ({
    name: `Jugadora ${n}`,
    nationalId: `SECRET-ID-${n}`,
    phone: '+34 600 111 222',
  }));
  const matchId = await seedLeagueMatch(token, team.id, ids, {
    date: new Date().toISOString(),
    location: 'Pabellón Secreto',
  });
  await api(token, 'POST', `/events/match/${matchId}`, event('period_start', 0));
  await api(token, 'POST', `/events/match/${matchId}`, event('goal', 3, { playerId: ids[3] }));
  return { user, token, teamId: team.id, matchId: matchId, ids };
}

const tid = (page: Page, id: string) => page.getByTestId(id);

async function waitForText(page: Page, id: string, expected: string) {
  await page.waitForFunction(
    ([testId, want]) =>
      document.querySelector(`[data-testid="${testId}"]`)?.textContent?.includes(want) ?? false,
    [id, expected] as const,
  );
}

describe('sharing a match live', () => {
  it('the shared read-only page shows the score without signing in and stops working when the link is revoked', async () => {
    const s = await matchUnderWay();

    // The coach switches the link on from the match details page and copies it.
    const coach = await newPage(browser(), { width: 1024, height: 768 });
    await coach.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL(),
    });
    await login(coach.page, s.user);
    await tid(coach.page, 'welcome').waitFor();
    await coach.page.goto(`/teams/${s.teamId}/matches/${s.matchId}/details`);
    await tid(coach.page, 'share-live').click();
    await tid(coach.page, 'live-share-enable').click();
    const urlField = tid(coach.page, 'live-share-url');
    await urlField.waitFor();
    const url = await urlField.inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL()}/live/[A-Za-z0-9_-]{43}$`));
    await tid(coach.page, 'live-share-copy').click();
    expect(await coach.page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A parent on a phone, never signed in, in English.
    const fan = await newPage(browser(), { width: 390, height: 844, locale: 'en-GB' });
    await fan.page.goto(url);
    await waitForText(fan.page, 'live-score', '1 – 0');
    expect(await tid(fan.page, 'live-home').textContent()).toBe('CD Navalcarnero');
    expect(await tid(fan.page, 'live-away').textContent()).toBe('Inter Movistar');
    expect(await tid(fan.page, 'public-timeline').textContent()).toContain('Goal · 4 · Jugadora 4');
    expect(await tid(fan.page, 'live-clock').getAttribute('data-running')).toBe('true');
    const body = (await fan.page.textContent('body')) ?? '';
    expect(body).not.toContain('SECRET-ID');
    expect(body).not.toContain('Pabellón Secreto');
    expect(body).not.toContain('+34 600');
    expect(fan.page.url()).toBe(url);

    // The page follows the match by itself.
    await api(s.token, 'POST', `/events/match/${s.matchId}`, event('rival_goal', 5));
    await waitForText(fan.page, 'live-score', '1 – 1');

    // The coach revokes it (with a confirm): the open page says so, and so does a fresh visit.
    await tid(coach.page, 'live-share-revoke').click();
    await tid(coach.page, 'live-share-confirm-revoke').click();
    await tid(coach.page, 'live-share-enable').waitFor();
    await waitForText(fan.page, 'live-inactive', 'This link is no longer active');
    expect(await tid(fan.page, 'live-score').count()).toBe(0);

    const late = await newPage(browser(), { width: 390, height: 844, locale: 'es-ES' });
    await late.page.goto(url);
    await waitForText(late.page, 'live-inactive', 'Este enlace ya no está activo');

    await Promise.all([coach.context.close(), fan.context.close(), late.context.close()]);
  });
});

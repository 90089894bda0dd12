import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, login, newPage, seedCoach, seedPlan, seedSquad, useBrowser } from './fixtures';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);
const SHOTS = process.env.SHOTS_DIR;

/** The dialog's fade-in done, so a screenshot shows it and not the page through it. */
const dialogShown = (page: Page) =>
  page.waitForFunction(() => {
    const box = document.querySelector('.MuiDialog-container');
    return box !== null && getComputedStyle(box).opacity === '1';
  });

/**
 * A coach on a plan with competitions, a league whose first match (against Inter Movistar) saw
 * player 2 sent off, and the second match (against ElPozo) without a lineup yet.
 */
async function sentOffInFirstMatch() {
  const { user, token } = await seedCoach();
  await seedPlan(token, 'starter');
  const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Leganés Sala' });
  const ids = await seedSquad(token, team.id, 10);
  const league = await api<{ id: string }>(token, 'POST', `/tournaments/team/${team.id}`, {
    name: 'Liga Regional',
    type: 'tournament',
    startDate: '2026-01-01',
  });
  const match = (opponent: string, date: string) =>
    api<{ id: string }>(token, 'POST', `/matches/team/${team.id}`, {
      opponent,
      date,
      location: 'Pabellón Europa',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
      competitionId: league.id,
    });
  const first = await match('Inter Movistar', '2026-03-07T18:30:00+01:00');
  const second = await match('ElPozo Murcia', '2026-03-14T18:30:00+01:00');
  await api(token, 'PUT', `/matches/${first.id}/lineup`, {
    starters: ids.slice(0, 5),
    substitutes: ids.slice(5),
  });
  for (const event of [
    { type: 'period_start', period: 'first', minute: 0, second: 0 },
    { type: 'red_card', period: 'first', minute: 6, second: 0, playerId: ids[1] },
  ]) {
    await api(token, 'POST', `/events/match/${first.id}`, { id: crypto.randomUUID(), ...event });
  }
  return { user, token, teamId: team.id, leagueId: league.id, ids, second: second.id };
}

describe('suspensions from cards', () => {
  it('a player sent off in match 1 is suspended for match 2: refused in its lineup, then lined up with a reason', async () => {
    const s = await sentOffInFirstMatch();
    const { context, page } = await newPage(browser(), { width: 1280, height: 900 });
    try {
      await login(page, s.user);
      await tid(page, 'welcome').waitFor();

      // The call-up marks the player, with the card and the match it was shown in.
      await page.goto(`/teams/${s.teamId}/calendar/match/${s.second}`);
      const callupBadge = tid(page, `callup-suspended-${s.ids[1]}`);
      await callupBadge.waitFor();
      expect(await callupBadge.textContent()).toMatch(/Sancionado · Expulsión ante Inter Movistar/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/callup-desktop.png`, fullPage: true });

      // The lineup editor shows it too.
      await page.goto(`/teams/${s.teamId}/matches/${s.second}`);
      const tile = tid(page, `lineup-suspended-${s.ids[1]}`);
      await tile.waitFor();
      expect(await tile.textContent()).toMatch(/Sancionado · Expulsión ante Inter Movistar/);
      for (const id of s.ids.slice(0, 5)) await tid(page, `lineup-player-${id}`).click();
      for (const id of s.ids.slice(5)) await tid(page, `lineup-player-${id}`).click();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lineup-desktop.png`, fullPage: true });
      await tid(page, 'lineup-save').click();

      // Refused: the dialog asks for the reason, and will not go on without one.
      const dialog = tid(page, 'suspension-override');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('2. Jugador 2');
      if (SHOTS) {
        await dialogShown(page);
        await page.screenshot({ path: `${SHOTS}/override-desktop.png` });
      }
      await tid(page, 'suspension-override-confirm').click();
      await page.getByText('Indica el motivo para alinear a un jugador sancionado').waitFor();
      await page.getByLabel('Motivo').fill('Sanción recurrida, cautelar concedida');
      await tid(page, 'suspension-override-confirm').click();

      // Accepted: the console replaces the picker, and the reason is kept with the match.
      await tid(page, 'lineup-selector').waitFor({ state: 'detached' });
      const view = await api<{ players: { playerId: string; override: string }[] }>(
        s.token,
        'GET',
        `/matches/${s.second}/suspensions`,
      );
      expect(view.players).toEqual([
        expect.objectContaining({
          playerId: s.ids[1],
          override: 'Sanción recurrida, cautelar concedida',
        }),
      ]);
      const saved = await api<{ lineup: { starters: string[] } }>(
        s.token,
        'GET',
        `/matches/${s.second}`,
      );
      expect(saved.lineup.starters).toContain(s.ids[1]);
    } finally {
      await context.close();
    }
  });

  it('shows the badge and the override dialog on a phone', async () => {
    const s = await sentOffInFirstMatch();
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    try {
      await login(page, s.user);
      await tid(page, 'welcome').waitFor();
      await page.goto(`/teams/${s.teamId}/calendar/match/${s.second}`);
      await tid(page, `callup-suspended-${s.ids[1]}`).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/callup-phone.png`, fullPage: true });
      await page.goto(`/teams/${s.teamId}/matches/${s.second}`);
      await tid(page, `lineup-suspended-${s.ids[1]}`).waitFor();
      for (const id of s.ids) await tid(page, `lineup-player-${id}`).click();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lineup-phone.png`, fullPage: true });
      await tid(page, 'lineup-save').click();
      await tid(page, 'suspension-override').waitFor();
      if (SHOTS) {
        await dialogShown(page);
        await page.screenshot({ path: `${SHOTS}/override-phone.png` });
      }
      // Cancelling leaves the lineup unsaved.
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await tid(page, 'suspension-override').waitFor({ state: 'detached' });
      await tid(page, 'lineup-selector').waitFor();

      // The competition's form shows its rules, the defaults here.
      await page.goto(`/teams/${s.teamId}/tournaments/${s.leagueId}`);
      const yellows = page.getByLabel('Amarillas que sancionan');
      await yellows.waitFor();
      expect(await yellows.inputValue()).toBe('5');
      expect(await page.getByLabel('Partidos de sanción por expulsión').inputValue()).toBe('1');
      if (SHOTS) {
        await page.getByText('Régimen disciplinario').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/competition-phone.png` });
      }
    } finally {
      await context.close();
    }
  });
});

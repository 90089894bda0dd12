import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, baseURL, login, newPage, seedSquad, signUp, useBrowser } from './fixtures';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);

/** A coach with a team of five and a home match three days ahead. */
async function coachWithMatch() {
  const user = await signUp();
  const token = await apiLogin(user);
  const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Leganés Sala' });
  const ids = await seedSquad(token, team.id, 5);
  const match = await api<{ id: string }>(token, 'POST', `/matches/team/${team.id}`, {
    opponent: 'Inter Movistar',
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    location: 'Pabellón Europa',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
  });
  return { user, token, teamId: team.id, matchId: match.id, ids };
}

describe('availability answers', () => {
  it('a player answers through their link, signed out, and the coach sees it live, without a reload', async () => {
    const s = await coachWithMatch();
    const coach = await newPage(browser(), { width: 1024, height: 768 });
    let url = '';
    try {
      await coach.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseURL(),
      });
      await login(coach.page, s.user);
      await tid(coach.page, 'welcome').waitFor();
      await coach.page.goto(`/teams/${s.teamId}/calendar/match/${s.matchId}`);
      await tid(coach.page, 'callup-list').waitFor();
      for (const n of [1, 2, 3, 4, 5]) {
        await coach.page.getByRole('checkbox', { name: `${n}. Jugador ${n}` }).check();
      }
      await tid(coach.page, 'callup-save').click();
      await tid(coach.page, 'answers-list').waitFor();
      const row = coach.page.locator(`[data-testid="answer-row"][data-player="${s.ids[1]}"]`);
      expect(await row.getByTestId('answer-chip').textContent()).toBe('Sin respuesta');
      await row.getByTestId('copy-link').click();
      await coach.page.getByText('Enlace copiado').waitFor();
      url = await coach.page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(new RegExp(`^${baseURL()}/answer/[A-Za-z0-9_-]{43}$`));

      // Marks this document: the answer must reach it without a reload (decision 0168).
      await coach.page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      // A signed-out phone opens the link: its event and its own player, nobody else.
      const player = await newPage(browser(), { width: 390, height: 844 });
      try {
        await player.page.goto(url);
        await tid(player.page, 'answer-player').waitFor();
        expect(await tid(player.page, 'answer-player').textContent()).toContain('Jugador 2');
        const text = (await player.page.textContent('body')) ?? '';
        expect(text).toContain('Inter Movistar');
        expect(text).toContain('Pabellón Europa');
        for (const other of ['Jugador 1', 'Jugador 3', 'Jugador 4', 'Jugador 5']) {
          expect(text).not.toContain(other);
        }
        await player.page.locator('[data-answer="yes"]').click();
        await player.page
          .getByLabel('Nota para el entrenador (opcional)')
          .fill('Llego a las 19:45');
        await tid(player.page, 'answer-send').click();
        await tid(player.page, 'answer-saved').waitFor();
      } finally {
        await player.context.close();
      }

      // The coach's page, left open, shows it by itself.
      await coach.page.waitForFunction(
        (id) =>
          document.querySelector(
            `[data-testid="answer-row"][data-player="${id}"] [data-testid="answer-chip"]`,
          )?.textContent === 'Sí',
        s.ids[1],
      );
      expect(
        await coach.page.evaluate(
          () => (window as unknown as { sameDocument?: boolean }).sameDocument,
        ),
      ).toBe(true);
      expect(await row.getByTestId('answer-note').textContent()).toBe('Llego a las 19:45');
      expect(await tid(coach.page, 'answer-summary').textContent()).toBe(
        '1 sí · 0 no · 0 quizá · 4 sin respuesta',
      );
      expect(
        await coach.page
          .locator(`[data-testid="answer-row"][data-player="${s.ids[0]}"]`)
          .getByTestId('answer-chip')
          .textContent(),
      ).toBe('Sin respuesta');
      // The coach's card at both sizes, light and dark.
      for (const [width, height, dark] of [
        [1024, 768, false],
        [1024, 768, true],
        [390, 844, false],
        [390, 844, true],
      ] as const) {
        await coach.page.setViewportSize({ width, height });
        await coach.page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
        await coach.page.reload();
        await tid(coach.page, 'answers-list').waitFor();
        if (process.env.SHOTS_DIR) {
          await coach.page.screenshot({
            path: `${process.env.SHOTS_DIR}/callup-answers-${width}x${height}-${dark ? 'dark' : 'light'}.png`,
            fullPage: true,
          });
        }
      }
    } finally {
      await coach.context.close();
    }

    // The answer page on a phone, light and dark.
    for (const dark of [false, true]) {
      const opened = await newPage(browser(), { width: 390, height: 844 });
      try {
        await opened.page.goto('/favicon.svg');
        await opened.page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
        await opened.page.goto(url);
        await tid(opened.page, 'answer-player').waitFor();
        if (process.env.SHOTS_DIR) {
          await opened.page.screenshot({
            path: `${process.env.SHOTS_DIR}/answer-390x844-${dark ? 'dark' : 'light'}.png`,
            fullPage: true,
          });
        }
      } finally {
        await opened.context.close();
      }
    }
  });

  it('a link that does not work says so', async () => {
    const opened = await newPage(browser(), { width: 390, height: 844 });
    try {
      await opened.page.goto(`/answer/${'x'.repeat(43)}`);
      await tid(opened.page, 'answer-inactive').waitFor();
    } finally {
      await opened.context.close();
    }
  });
});

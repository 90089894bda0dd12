import type { Page } from 'playwright-core';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, baseURL, login, newPage, seedSquad, signUp, useBrowser } from './fixtures';

const browser = useBrowser();
const tid = (page: Page, id: string) => page.getByTestId(id);

/** Monday of this week at 00:00 local, as YYYY-MM-DD (the calendar's default week). */
function thisWeekDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A coach with a team and a home match on this week's Saturday. */
async function coachWithMatch() {
  const user = await signUp();
  const token = await apiLogin(user);
  const team = await api<{ id: string }>(token, 'POST', '/teams', { name: 'CD Leganés Sala' });
  const saturday = thisWeekDay(5);
  await api(token, 'POST', `/matches/team/${team.id}`, {
    opponent: 'Inter Movistar',
    date: new Date(`${saturday}T18:00:00`).toISOString(),
    location: 'Pabellón Europa',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
  });
  return { user, token, teamId: team.id };
}

describe('the team calendar', () => {
  it('a training made from the menu shows beside the match, and the feed carries both', async () => {
    const s = await coachWithMatch();
    const coach = await newPage(browser(), { width: 1024, height: 768 });
    try {
      await login(coach.page, s.user);
      await tid(coach.page, 'welcome').waitFor();
      await coach.page.goto(`/teams/${s.teamId}`);
      await tid(coach.page, 'menu-calendar').click();
      await coach.page.waitForURL(`**/teams/${s.teamId}/calendar`);
      await tid(coach.page, 'calendar-entry-match').waitFor();

      // A training on this week's Wednesday, through the form.
      await tid(coach.page, 'calendar-new-training').click();
      await coach.page.locator('#training-date').fill(thisWeekDay(2));
      await coach.page.locator('#training-time').fill('20:15');
      await coach.page.locator('#training-place').fill('Pabellón Europa pista 2');
      await coach.page.locator('#training-focus').fill('Salida de presión');
      await tid(coach.page, 'training-form-submit').click();
      const training = tid(coach.page, 'calendar-entry-training');
      await training.waitFor();
      expect(await training.textContent()).toContain('Salida de presión');
      const cell = coach.page.locator(`[data-day="${thisWeekDay(2)}"]`);
      expect(await cell.getByTestId('calendar-entry-training').count()).toBe(1);

      // The feed: switched on, then read as a calendar app would.
      await tid(coach.page, 'calendar-feed-enable').click();
      const url = await tid(coach.page, 'calendar-feed-url').inputValue();
      expect(url).toMatch(new RegExp(`^${baseURL()}/api/public/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const events = new ICAL.Component(ICAL.parse(await res.text()))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).summary);
      expect(events.sort()).toEqual([
        'CD Leganés Sala – Inter Movistar',
        'Entrenamiento · CD Leganés Sala: Salida de presión',
      ]);

      // Calling the training off keeps it, struck through.
      await training.click();
      await tid(coach.page, 'training-toggle-cancelled').click();
      await coach.page.waitForFunction(() =>
        document
          .querySelector('[data-testid="calendar-entry-training"]')
          ?.getAttribute('aria-label')
          ?.includes('Cancelado'),
      );
    } finally {
      await coach.context.close();
    }
  });

  it('shows a list on a phone, and a month on a tablet', async () => {
    const s = await coachWithMatch();
    await api(s.token, 'POST', `/trainings/team/${s.teamId}`, {
      startsAt: new Date(`${thisWeekDay(1)}T19:30:00`).toISOString(),
      durationMinutes: 90,
      place: 'Pabellón Europa',
      focus: 'Estrategia',
    });
    for (const dark of [false, true]) {
      for (const [width, height] of [
        [390, 844],
        [1024, 768],
      ] as const) {
        const opened = await newPage(browser(), { width, height });
        try {
          await opened.page.goto('/favicon.svg');
          await opened.page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
          await login(opened.page, s.user);
          await tid(opened.page, 'welcome').waitFor();
          const view = width < 600 ? 'week' : 'month';
          await opened.page.goto(`/teams/${s.teamId}/calendar?view=${view}`);
          await tid(opened.page, width < 600 ? 'calendar-list' : 'calendar-grid').waitFor();
          await tid(opened.page, 'calendar-entry-training').waitFor();
          expect(await tid(opened.page, 'calendar-entry-match').count()).toBe(1);
          // As shown (innerText follows text-transform): only a heading's first letter is a
          // capital, "Domingo, 29 nov."; CSS capitalize showed "29 Nov. 2026".
          const shown = [
            await tid(opened.page, 'calendar-range').innerText(),
            ...(width < 600
              ? await tid(opened.page, 'calendar-list').locator('h2').allInnerTexts()
              : []),
          ];
          for (const text of shown) expect(text.slice(1)).toBe(text.slice(1).toLowerCase());
          if (process.env.SHOTS_DIR) {
            await opened.page.screenshot({
              path: `${process.env.SHOTS_DIR}/calendar-${width}x${height}-${dark ? 'dark' : 'light'}.png`,
              fullPage: true,
            });
          }
        } finally {
          await opened.context.close();
        }
      }
    }
  });

  it('calls up a squad for a match: the injured only with a reason; attendance afterwards', async () => {
    const s = await coachWithMatch();
    // Six players, number 6 injured.
    await seedSquad(s.token, s.teamId, 6, (n) => (n === 6 ? { status: 'injured' } : {}));
    const shots: [number, number, boolean][] = [
      [1024, 768, false],
      [1024, 768, true],
      [390, 844, false],
      [390, 844, true],
    ];
    const coach = await newPage(browser(), { width: 1024, height: 768 });
    try {
      await login(coach.page, s.user);
      await tid(coach.page, 'welcome').waitFor();
      await coach.page.goto(`/teams/${s.teamId}/calendar`);
      await tid(coach.page, 'calendar-entry-match').click();
      await tid(coach.page, 'callup-list').waitFor();
      for (const n of [1, 2, 3, 4, 5, 6]) {
        await coach.page.getByRole('checkbox', { name: `${n}. Jugador ${n}` }).check();
      }
      await tid(coach.page, 'callup-save').click();
      const refused = tid(coach.page, 'callup-error');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('Jugador 6');
      await coach.page.getByLabel('Por qué convocarlo igualmente').fill('Alta médica el jueves');
      await tid(coach.page, 'callup-save').click();
      await tid(coach.page, 'attendance-list').waitFor();
      expect(await tid(coach.page, 'callup-count').textContent()).toBe('6 / 14 convocados');

      // Afterwards: number 2 came late, number 3 was absent.
      const row = (n: number) =>
        coach.page.getByRole('group', { name: `Asistencia: Jugador ${n}` });
      await row(1).getByRole('button', { name: 'Presente' }).click();
      await row(2).getByRole('button', { name: 'Tarde' }).click();
      await row(3).getByRole('button', { name: 'Ausente' }).click();
      await coach.page.getByLabel('Motivo').nth(1).fill('Examen');
      const saved = coach.page.waitForResponse(
        (r) => r.url().endsWith('/attendance') && r.request().method() === 'PUT',
      );
      await tid(coach.page, 'attendance-save').click();
      expect((await saved).status()).toBe(200);

      // What the server kept, read back.
      const matchId = coach.page.url().split('/').pop() ?? '';
      const view = await api<{
        players: {
          name: string;
          calledUp: boolean;
          override: string;
          attendance: string | null;
          absenceReason: string;
        }[];
      }>(s.token, 'GET', `/callups/match/${matchId}`);
      const by = new Map(view.players.map((p) => [p.name, p]));
      expect(by.get('Jugador 6')).toMatchObject({
        calledUp: true,
        override: 'Alta médica el jueves',
      });
      expect(by.get('Jugador 2')?.attendance).toBe('late');
      expect(by.get('Jugador 3')).toMatchObject({ attendance: 'absent', absenceReason: 'Examen' });

      if (process.env.SHOTS_DIR) {
        for (const [width, height, dark] of shots) {
          await coach.page.setViewportSize({ width, height });
          await coach.page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
          await coach.page.reload();
          await tid(coach.page, 'attendance-list').waitFor();
          await coach.page.screenshot({
            path: `${process.env.SHOTS_DIR}/callup-${width}x${height}-${dark ? 'dark' : 'light'}.png`,
            fullPage: true,
          });
        }
      }
    } finally {
      await coach.context.close();
    }
  });
});

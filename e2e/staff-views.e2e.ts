import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFinding } from './axe';
import {
  login,
  newPage,
  seedCoach,
  seedLeagueMatch,
  seedSquad,
  seedTeam,
  useBrowser,
} from './fixtures';
import { joinAsStaff } from './staff';

const browser = useBrowser();
const SHOTS = '/tmp/webroles-shots';

/** Actions no assistant nor analyst may take, by the test id of their buttons. */
const NEVER = [
  'team-card-menu',
  'team-details-edit',
  'team-details-delete',
  'export-team',
  'team-new-competition',
  'team-link-competitions',
  'menu-new-competition',
  'next-match-create',
  'new-match',
  'calendar-new-training',
  'calendar-feed-enable',
];
/** Beyond those, what an analyst may not do and an assistant may (match.log). */
const LOGGING = ['share-live'];

/** Buttons of `ids` on the page now, by test id (prefixes for the per-match ones). */
async function present(page: Page, ids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const id of ids) if ((await page.getByTestId(id).count()) > 0) found.push(id);
  for (const prefix of ['edit-match-', 'delete-match-'])
    if ((await page.locator(`[data-testid^="${prefix}"]`).count()) > 0) found.push(prefix);
  return found;
}

describe('staff see only what their role allows', { timeout: 300_000 }, () => {
  it('an analyst and an assistant browse the team: no forbidden action, no page error, no axe finding', async () => {
    const owner = await seedCoach();
    const team = await seedTeam(owner.token, {
      name: 'CD Leganés Sala',
      description: 'Equipo del club con cuerpo técnico',
      division: 'Segunda B',
    });
    const players = await seedSquad(owner.token, team.id, 8);
    const matchId = await seedLeagueMatch(owner.token, team.id, players, {
      date: '2099-03-01T18:00:00+01:00',
    });
    const base = `/teams/${team.id}`;
    mkdirSync(SHOTS, { recursive: true });

    for (const role of ['analyst', 'assistant'] as const) {
      const joined = await joinAsStaff(owner.token, team.id, role, {
        firstName: 'Lucía',
        lastName: role === 'analyst' ? 'Analista' : 'Ayudante',
        email: `${role}-${team.id.slice(0, 8)}@example.com`,
        password: 'Futsal2026',
      });
      const staff = { user: joined, token: joined.token };
      const forbidden = role === 'analyst' ? [...NEVER, ...LOGGING] : NEVER;

      // The service worker as a visitor has it: blocked, its registration throws in the page.
      const { context, page } = await newPage(browser(), {
        width: 1280,
        height: 900,
        serviceWorkers: 'allow',
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await login(page, staff.user);
      await page.getByTestId('welcome').waitFor();

      const pages: [string, string][] = [
        ['/teams', 'team-card'],
        [base, 'next-match-opponent'],
        [`${base}/matches`, `match-card-${matchId}`],
        [`${base}/matches/${matchId}`, 'view-details'],
        [`${base}/calendar`, 'calendar-toolbar'],
        [`${base}/stats`, 'side-menu'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await page.getByTestId(ready).first().waitFor();
        // The role comes with the team list, which the menu shows: its badge says it has come.
        if (path !== '/teams')
          await page.locator('[data-testid="role-badge"]:visible').first().waitFor();
        else await page.locator('[data-testid="role-badge"]:visible').first().waitFor();
        expect(await present(page, forbidden), `${role} on ${path}`).toEqual([]);
        if (role === 'assistant' && path.endsWith(matchId))
          expect(await page.getByTestId('share-live').count()).toBe(1);
        if (!path.includes('/matches/') && !path.endsWith('/stats')) {
          const findings = await axeFindings(page);
          expect(findings.map(describeFinding), `axe: ${role} on ${path}`).toEqual([]);
        }
      }
      expect(errors, role).toEqual([]);
      await context.close();

      // How it looks: phone and desktop, both themes, Spanish and English.
      for (const [lang, locale] of [
        ['es', 'es-ES'],
        ['en', 'en-GB'],
      ] as const) {
        for (const [device, width, height] of [
          ['phone', 390, 844],
          ['desktop', 1280, 900],
        ] as const) {
          const shot = await newPage(browser(), { width, height, locale });
          await login(shot.page, staff.user);
          await shot.page.getByTestId('welcome').waitFor();
          for (const scheme of ['light', 'dark'] as const) {
            // A signed-in user's theme is their setting, kept across sessions: the top bar's
            // switch when the page is not in the scheme wanted, then its colours.
            const dark = () =>
              shot.page.evaluate(() => {
                const [r = 0, g = 0, b = 0] = (
                  getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
                ).map(Number);
                return r + g + b < 384;
              });
            for (const [name, path, ready] of [
              ['teams', '/teams', 'role-badge'],
              ['team', base, 'next-match-opponent'],
              ['matches', `${base}/matches`, `match-card-${matchId}`],
            ] as const) {
              await shot.page.goto(path);
              await shot.page.getByTestId(ready).first().waitFor();
              // On a phone the menu, and its badge, are in the closed drawer.
              if (device === 'desktop' || name !== 'matches')
                await shot.page.locator('[data-testid="role-badge"]:visible').first().waitFor();
              if ((await dark()) !== (scheme === 'dark')) {
                await shot.page.getByTestId('theme-toggle').click();
                await expect.poll(dark).toBe(scheme === 'dark');
              }
              // The theme's and the page's transitions over: a shot of what stays.
              await shot.page.evaluate(() =>
                Promise.all(
                  document
                    .getAnimations()
                    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
                    .map((a) => a.finished.catch(() => undefined)),
                ),
              );
              await shot.page.screenshot({
                path: `${SHOTS}/${role}-${name}-${device}-${scheme}-${lang}.png`,
                fullPage: device === 'phone',
              });
            }
          }
          await shot.context.close();
        }
      }
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, launchBrowser, login, newPage, signUp, type TestUser } from './fixtures';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: TestUser;
let teamId = '';
let playedId = '';
let playerId = '';
let competitionId = '';

const ev = (
  type: string,
  minute: number,
  extra: Record<string, unknown> = {},
  period = 'first',
) => ({
  id: randomUUID(),
  type,
  period,
  minute,
  second: 0,
  ...extra,
});

/** A coach with a team, 6 players (the first with full contacts), a played league match and one coming up. */
beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp();
  const token = await apiLogin(user);
  teamId = (
    await api<{ id: string }>(token, 'POST', '/teams', {
      name: 'CD Leganés Sala',
      description: 'Equipo de pruebas de la experiencia',
      division: 'Tercera',
    })
  ).id;
  const players: string[] = [];
  for (let n = 1; n <= 6; n += 1) {
    const contacts =
      n === 1
        ? {
            phone: '+34 600 11 22 33',
            email: 'ana.ruiz@example.com',
            emergencyContact: { name: 'Luis Ruiz', phone: '611 22 33 44', relationship: 'Padre' },
          }
        : {};
    const p = await api<{ id: string }>(token, 'POST', `/players/team/${teamId}`, {
      name: n === 1 ? 'Ana Ruiz' : `Jugadora ${n}`,
      number: n,
      positions: { primary: n === 1 ? 'goalkeeper' : 'winger' },
      preferredFoot: 'right',
      status: 'available',
      nationalId: `ID-${n}-00000`,
      ...contacts,
    });
    players.push(p.id);
  }
  playerId = players[0] ?? '';
  competitionId = (
    await api<{ id: string }>(token, 'POST', `/tournaments/team/${teamId}`, {
      name: 'Liga Sur',
      type: 'tournament',
      startDate: '2026-01-10',
    })
  ).id;
  const match = (over: Record<string, unknown>) =>
    api<{ id: string }>(token, 'POST', `/matches/team/${teamId}`, {
      location: 'Pabellón Europa',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
      ...over,
    });
  playedId = (
    await match({
      opponent: 'Inter Movistar',
      date: '2026-03-14T18:30:00+01:00',
      competitionId,
    })
  ).id;
  await api(token, 'PUT', `/matches/${playedId}/lineup`, {
    starters: players.slice(0, 5),
    substitutes: players.slice(5),
  });
  const log = [
    ev('period_start', 0),
    ev('goal', 4, { playerId: players[1] }),
    ev('foul', 6, { playerId: players[2] }),
    ev('rival_goal', 9),
    ev('period_end', 20),
    ev('period_start', 20, {}, 'second'),
    ev('goal', 31, { playerId: players[3] }, 'second'),
    ev('period_end', 40, {}, 'second'),
  ];
  for (const e of log) {
    await api(token, 'POST', `/events/match/${playedId}`, e);
  }
  const nextYear = new Date().getUTCFullYear() + 1;
  await match({ opponent: 'Movistar Futsal', date: `${nextYear}-02-07T17:00:00Z`, type: 'cup' });

  ({ context, page } = await newPage(browser, { width: 1280, height: 900 }));
  await login(page, user);
  await page.getByTestId('welcome').waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rowTypes = async () =>
  (await page.getByTestId('event-row-type').allTextContents()).map((s) => s.trim());

describe('team events page', () => {
  it('lists the played match’s events, filters by type in the URL and links to the match details', async () => {
    await page.goto(`/teams/${teamId}/events`);
    await page.getByTestId('events-table').waitFor();
    await expect
      .poll(rowTypes)
      .toEqual([
        'Inicio',
        'Gol',
        'Falta',
        'Gol rival',
        'Final del periodo',
        'Inicio',
        'Gol',
        'Final del periodo',
      ]);

    await page.getByTestId('events-filter-type').click();
    await page.getByRole('option', { name: 'Gol', exact: true }).click();
    await page.waitForURL(/\/events\?type=goal$/);
    await expect.poll(rowTypes).toEqual(['Gol', 'Gol']);

    await page.reload();
    await expect.poll(rowTypes).toEqual(['Gol', 'Gol']);
    await page.getByTestId('event-row-link').first().click();
    await page.waitForURL(new RegExp(`/teams/${teamId}/matches/${playedId}/details$`));
  });
});

describe('team page', () => {
  it('has a Matches entry in the side menu, a next-match card and the matches counted next to the record', async () => {
    await page.goto(`/teams/${teamId}`);
    const card = page.getByTestId('next-match-card');
    await expect
      .poll(async () => (await page.getByTestId('next-match-opponent').textContent()) ?? '')
      .toContain('Movistar Futsal');
    expect(await card.textContent()).toContain('Copa');
    expect(await page.getByTestId('next-match-open').textContent()).toBe('Elegir convocatoria');
    expect(await page.getByTestId('team-record-scope').textContent()).toBe(
      'Todos los partidos (amistosos incluidos)',
    );
    // The won league match counts in "all" and "official", not among friendlies.
    await expect.poll(async () => page.getByTestId('team-stat-played').textContent()).toBe('1');
    expect(await page.getByTestId('team-stat-goals').textContent()).toBe('2:1');
    await page.getByTestId('team-record-scope').click();
    await page.getByRole('option', { name: 'Solo amistosos' }).click();
    await page.waitForURL(/\?record=friendly$/);
    await expect.poll(async () => page.getByTestId('team-stat-played').textContent()).toBe('0');

    expect(await page.getByTestId('menu-matches').getAttribute('href')).toBe(
      `/teams/${teamId}/matches`,
    );
    await page.getByTestId('next-match-open').click();
    await page.getByTestId('lineup-selector').waitFor();
  });
});

describe('player contacts', () => {
  it('makes phone numbers tel: links and the e-mail a mailto: link', async () => {
    await page.goto(`/teams/${teamId}/players/${playerId}`);
    await page.getByTestId('player-page').waitFor();
    expect(await page.getByTestId('player-phone').getAttribute('href')).toBe('tel:+34600112233');
    expect(await page.getByTestId('player-email').getAttribute('href')).toBe(
      'mailto:ana.ruiz@example.com',
    );
    expect(await page.getByTestId('player-emergency-phone').getAttribute('href')).toBe(
      'tel:611223344',
    );
  });
});

describe('a bad id in the URL', () => {
  const missing = () => randomUUID();
  const cases = (): [string, string, RegExp, string][] => [
    ['team', `/teams/${missing()}/events`, /\/teams$/, 'No se encontró ese equipo'],
    ['reserved team id', '/teams/players/matches', /\/teams$/, 'No se encontró ese equipo'],
    [
      'player',
      `/teams/${teamId}/players/${missing()}`,
      new RegExp(`/teams/${teamId}/players$`),
      'No se encontró ese jugador',
    ],
    [
      'match',
      `/teams/${teamId}/matches/${missing()}`,
      new RegExp(`/teams/${teamId}/matches$`),
      'No se encontró ese partido',
    ],
    [
      'match details',
      `/teams/${teamId}/matches/not-an-id/details`,
      new RegExp(`/teams/${teamId}/matches$`),
      'No se encontró ese partido',
    ],
    [
      'competition',
      `/teams/${teamId}/tournaments/${missing()}`,
      new RegExp(`/teams/${teamId}$`),
      'No se encontró esa competición',
    ],
    [
      'match of a competition',
      `/teams/${teamId}/tournaments/${competitionId}/matches/${missing()}/details`,
      new RegExp(`/teams/${teamId}/tournaments/${competitionId}/matches$`),
      'No se encontró ese partido',
    ],
  ];

  it('goes to the nearest valid parent page with a notice saying what was not found, for every kind of id', async () => {
    for (const [kind, path, landing, notice] of cases()) {
      await page.goto(path);
      await page.waitForURL(landing);
      await page.getByText(notice).first().waitFor();
      expect(page.url(), kind).toMatch(landing);
    }
  });

  it("treats another coach's team as not found", async () => {
    const other = await signUp();
    const { context: ctx2, page: p2 } = await newPage(browser);
    try {
      await login(p2, other);
      await p2.getByTestId('welcome').waitFor();
      await p2.goto(`/teams/${teamId}/events`);
      await p2.waitForURL(/\/teams$/);
      await p2.getByText('No se encontró ese equipo').first().waitFor();
    } finally {
      await ctx2.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import {
  apiAs,
  apiLogin,
  baseURL,
  launchBrowser,
  newPage,
  signUp,
  type TestUser,
} from './fixtures';
import { buildSeason, type SeasonFixture } from './season';

let browser: Browser;
let user: TestUser;
let token: string;
let season: SeasonFixture;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp();
  token = await apiLogin(user);
  season = await buildSeason(apiAs(token));
});
afterAll(async () => {
  await browser.close();
});

/**
 * The pages a coach opens next, straight from a link (decision 0103): each page's own file, its
 * GETs, and what shows once they are in.
 */
const pages = () => {
  const team = season.teamId;
  const match = season.matchIds[0] ?? '';
  return [
    {
      name: "a team's page",
      path: `/teams/${team}`,
      texts: 'team',
      chunk: 'TeamDetailsPage',
      gets: ['/api/teams', `/api/matches/team/${team}`, `/api/tournaments/team/${team}`],
      shown: 'team-link-players',
    },
    {
      name: "a team's summary",
      path: `/teams/${team}/summary`,
      texts: 'stats',
      chunk: 'TeamSummaryPage',
      gets: [`/api/stats/team/${team}`, `/api/tournaments/team/${team}`],
      shown: 'kpi-record',
    },
    {
      name: "a team's statistics",
      path: `/teams/${team}/stats`,
      texts: 'stats',
      chunk: 'TeamStatsPage',
      gets: [`/api/stats/team/${team}`, `/api/tournaments/team/${team}`],
      shown: 'kpi-record',
    },
    {
      name: "a match's details",
      path: `/teams/${team}/matches/${match}/details`,
      texts: 'matchDetails',
      chunk: 'MatchDetailsPage',
      gets: [
        `/api/matches/${match}`,
        `/api/teams/${team}/players`,
        `/api/events/match/${match}`,
        `/api/stats/match/${match}`,
      ],
      shown: 'match-stats',
    },
  ];
};

describe('the pages a coach opens next (decision 0103)', () => {
  it(
    "index.html's hints ask for each one's code; each asks for its data while that code is still downloading, and for each GET once",
    { timeout: 120_000 },
    async () => {
      // index.html's hints ask for each page's own file with the frame's (decision 0092).
      const html = await (await fetch(`${baseURL()}/`)).text();
      const hints = /<script async src="(\/assets\/frame-hints-[\w-]+\.js)"><\/script>/.exec(
        html,
      )?.[1];
      const script = await (await fetch(`${baseURL()}${hints ?? '/missing'}`)).text();
      const hinted = JSON.parse(/var pages = (\[.*?\]);\n/.exec(script)?.[1] ?? '[]') as [
        string,
        string[],
      ][];
      for (const p of pages()) {
        const files = hinted.find(([re]) => new RegExp(re).test(p.path))?.[1] ?? [];
        expect(
          files.some((f) => f.startsWith(`assets/${p.chunk}-`)),
          p.name,
        ).toBe(true);
      }
      for (const p of pages()) {
        const { context, page } = await newPage(browser, { width: 412, height: 823 });
        await page.goto('/favicon.svg');
        await page.evaluate((t) => localStorage.setItem('token', t), token);
        const asked: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
        });
        // The page's own file is held until its data has been asked for: a page whose requests
        // waited for its code would never get them sent, and the visit would time out below.
        const held: Route[] = [];
        const chunk = new RegExp(`/assets/${p.chunk}-[\\w-]+\\.js$`);
        await page.route(chunk, (route) => {
          held.push(route);
        });
        await page.goto(p.path, { waitUntil: 'commit' });
        await expect
          .poll(() => p.gets.every((g) => asked.includes(g)), { timeout: 15_000 })
          .toBe(true);
        expect(held.length, p.name).toBe(1);
        for (const route of held) await route.continue();
        await page.unroute(chunk);
        await page.getByTestId(p.shown).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        for (const g of p.gets)
          expect(
            asked.filter((a) => a === g),
            `${p.name}: ${g}`,
          ).toHaveLength(1);
        await context.close();
      }
    },
  );

  // Decision 0105: replies are taken as sent in production and the contracts' values live apart
  // from their schemas, so a signed-in page opens without zod (a tenth of its scripts). Decision
  // 0106: each loads its language's first catalog part and its own, no other page's texts.
  it(
    "none of them, nor the teams list or the live console, loads zod or another page's texts",
    { timeout: 120_000 },
    async () => {
      const team = season.teamId;
      const visits = [
        { path: '/teams', shown: 'team-card', texts: 'teams' },
        // The console's event stream keeps the network busy: it settles at `load`.
        {
          path: `/teams/${team}/matches/${season.matchIds[0] ?? ''}`,
          shown: 'live-console',
          texts: 'match',
          streams: true,
        },
        ...pages(),
      ];
      for (const v of visits) {
        const { context, page } = await newPage(browser, { width: 412, height: 823 });
        await page.goto('/favicon.svg');
        await page.evaluate((t) => localStorage.setItem('token', t), token);
        const scripts: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'script') scripts.push(r.url());
        });
        await page.goto(v.path);
        await page.getByTestId(v.shown).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('streams' in v ? 'load' : 'networkidle');
        expect(scripts.length, v.path).toBeGreaterThan(5);
        const catalogs = scripts
          .map((url) => /\/assets\/([a-z]{2}-\w+)-[\w-]+\.js$/.exec(url)?.[1])
          .filter((name) => name !== undefined);
        expect(catalogs.sort(), v.path).toEqual(['es-first', `es-${v.texts}`]);
        for (const url of scripts) {
          const code = await (await fetch(url)).text();
          // A class name zod's code registers, which no other module writes.
          expect(code.includes('$ZodObject'), `${v.path} loads ${url}`).toBe(false);
        }
        await context.close();
      }
    },
  );
});

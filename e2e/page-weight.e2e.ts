import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  newPage,
  seedCoach,
  seedLeagueMatch,
  seedPlan,
  seedSquad,
  seedTeam,
  useBrowser,
} from './fixtures';

/**
 * Issue 11 and decisions 0069/0070: what a phone downloads. /login fetches at most 170 KB of
 * JavaScript and none of the signed-in frame's code; a signed-in page fetches its frame as a few
 * files, not one round trip per small module. Sizes are the bytes on the wire, as sent.
 */

const browser = useBrowser();

/** /login, settled: its own lazy files are in, so none lands in what a later visit counts. */
async function openLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The JavaScript files a visit fetched, with their transferred body sizes. */
async function scriptsOf(page: Page, visit: () => Promise<unknown>) {
  const sizes: Promise<{ name: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const name = new URL(request.url()).pathname.replace(/^\/assets\//, '');
    // A file from the browser's cache reports no body size (a negative one): 0 bytes sent.
    sizes.push(request.sizes().then((s) => ({ name, bytes: Math.max(0, s.responseBodySize) })));
  };
  page.on('requestfinished', onFinished);
  try {
    await visit();
  } finally {
    // A file that finishes later is not this visit's, and its size, asked once the page has
    // closed, would be an unhandled rejection (CI saw one).
    page.off('requestfinished', onFinished);
  }
  return Promise.all(sizes);
}

describe('page weight', () => {
  it('/login: at most 175 KB of JavaScript, none of the signed-in frame', async () => {
    const { context, page } = await newPage(browser());
    const scripts = await scriptsOf(page, () => openLogin(page));
    const names = scripts.map((s) => s.name);
    expect(names.some((n) => n.startsWith('LoginPage-'))).toBe(true);
    for (const frameOnly of [
      'app-frame-',
      'mui-layout-',
      'schemas-',
      'teams-shared-',
      'match-shared-',
    ])
      expect(names.filter((n) => n.startsWith(frameOnly))).toEqual([]);
    // 170 KB until the router's tables (routes, text parts, icons) grew by four pages (calendar,
    // call-up, opponent report, answer link) and the session's end cleared the device cache.
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThanOrEqual(175_000);
    // The entry's first wave is the entry, the runtime, React, 'boot' and mui-shell: what the
    // entry and lazy pages share, Vite's preload helper included, is one file (vite.config.ts, BOOT).
    const html = await (await fetch(`${baseURL()}/login`)).text();
    const preloaded = [
      ...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w-]+\.js)"/g),
    ]
      .map((m) => m[1])
      .sort();
    expect(preloaded.length).toBeLessThanOrEqual(5);
    // index.html starts them through a small module, one task each, the entry last (decision 0095):
    // every one of them, and nothing else, so each still downloads from the start.
    const start = /<script type="module" crossorigin src="\/assets\/(start-[\w-]+\.js)">/.exec(
      html,
    )?.[1];
    expect(names).toContain(start);
    const staged = await (await fetch(`${baseURL()}/assets/${start ?? 'missing'}`)).text();
    const imported = [...staged.matchAll(/await import\("\.\/([\w-]+\.js)"\);/g)].map((m) => m[1]);
    expect([...imported].sort()).toEqual(preloaded);
    expect(imported.at(-1)).toMatch(/^index-/);
    expect(staged.match(/await nextTask\(\);/g)?.length).toBe(imported.length - 1);
    // The start file's imports take the preloaded files: none is fetched twice.
    expect(names.length).toBe(new Set(names).size);
    expect(names.some((n) => n.startsWith('boot-'))).toBe(true);
    // React Router's production build: none of its development warnings' texts (router-production.ts).
    const entry = names.find((n) => n.startsWith('index-'));
    const code = await (await fetch(`${baseURL()}/assets/${entry ?? 'missing'}`)).text();
    expect(code).toContain('No route matches URL');
    expect(code).not.toContain('You rendered descendant <Routes>');
    await context.close();
  });

  it("with a session stored, index.html asks at once for the frame, the language and a first page's code, each file once; without one, for /login's own code and none of the frame", async () => {
    const html = await (await fetch(`${baseURL()}/teams`)).text();
    const hints = /<script async src="(\/assets\/frame-hints-[\w-]+\.js)"><\/script>/.exec(
      html,
    )?.[1];
    const script = await (await fetch(`${baseURL()}${hints ?? '/missing'}`)).text();
    const frame = JSON.parse(/var frame = (\[.*?\]);/.exec(script)?.[1] ?? '[]') as string[];
    const catalogs = JSON.parse(/var catalogs = (\{.*?\});/.exec(script)?.[1] ?? '{}') as Record<
      string,
      string[]
    >;
    const pages = JSON.parse(/var pages = (\[.*?\]);\n/.exec(script)?.[1] ?? '[]') as [
      string,
      string[],
      string,
    ][];
    const parts = JSON.parse(/var parts = (\{.*?\}\});/.exec(script)?.[1] ?? '{}') as Record<
      string,
      Record<string, string>
    >;
    expect(frame.some((f) => f.startsWith('assets/app-frame-'))).toBe(true);
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'es', 'it', 'pt']);
    const wanted = [...frame, ...(catalogs.es ?? [])];
    // At /teams, /teams's own code too (decision 0092).
    const teams = pages.find(([re]) => new RegExp(re).test('/teams'));
    // And its texts in the language shown (decision 0106): only the first pages' parts are named.
    const teamsPage = [...(teams?.[1] ?? []), parts.es?.[teams?.[2] ?? ''] ?? 'missing'];
    expect(teamsPage.some((f) => f.startsWith('assets/TeamsPage-'))).toBe(true);
    expect(teamsPage.at(-1)).toMatch(/^assets\/es-teams-[\w-]+\.js$/);
    expect(Object.keys(parts.en ?? {}).sort()).toEqual([
      'match',
      'matchDetails',
      'stats',
      'team',
      'teams',
    ]);

    const { token } = await seedCoach();
    // The script alone, in an empty page at /teams: it links every file, a few a task.
    const probe = await newPage(browser());
    await probe.page.route('**/teams', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><head></head><body></body>',
      }),
    );
    await probe.page.goto('/teams');
    await probe.page.evaluate((t) => localStorage.setItem('token', t), token);
    await probe.page.addScriptTag({ url: hints ?? '/missing' });
    const linkedCount = () =>
      probe.page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
    await expect.poll(linkedCount).toBe(wanted.length + teamsPage.length);
    const linked = await probe.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        new URL(l.href).pathname.slice(1),
      ),
    );
    expect(linked.sort()).toEqual([...wanted, ...teamsPage].sort());
    // Without a session, at /login: the sign-in page's own code only (decision 0092).
    const signIn = JSON.parse(
      /\.test\(location\.pathname\)\) return;\s*files = (\[.*?\]);/.exec(script)?.[1] ?? '[]',
    ) as string[];
    expect(signIn.some((f) => f.startsWith('assets/LoginPage-'))).toBe(true);
    await probe.page.route('**/login', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><head></head><body></body>',
      }),
    );
    await probe.page.goto('/login');
    await probe.page.evaluate(() => localStorage.removeItem('token'));
    await probe.page.addScriptTag({ url: hints ?? '/missing' });
    await expect.poll(linkedCount).toBe(signIn.length);
    await probe.context.close();

    await seedTeam(token, { name: 'CD Avance' });
    const { context, page } = await newPage(browser());
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));
    await openLogin(page);
    for (const file of signIn)
      expect(
        asked.filter((f) => f === file),
        file,
      ).toHaveLength(1);
    // A session that has expired opens /login too: none of the frame either.
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`;
    await page.evaluate((t) => localStorage.setItem('token', t), expired);
    await page.reload();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    // /login's own lazy parts (theme toggle, language switch) are in the frame's list too.
    const frameOnly = frame.filter((f) => /^assets\/(app-frame|mui-layout|mui-common)-/.test(f));
    expect(frameOnly).toHaveLength(3);
    // zod's file is no longer the frame's: a production build does not parse replies (0105).
    expect(frame.filter((f) => f.startsWith('assets/schemas-'))).toEqual([]);
    expect(asked.filter((f) => frameOnly.includes(f))).toEqual([]);

    await page.evaluate((t) => localStorage.setItem('token', t), token);
    asked.length = 0;
    await page.goto('/teams');
    await page.getByText('CD Avance').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const file of [...wanted, ...teamsPage])
      expect(
        asked.filter((f) => f === file),
        file,
      ).toHaveLength(1);
    await context.close();
  });

  // Each file is a round trip on one of a phone's six connections (decision 0094). Before the
  // first pages' small shared modules were grouped, this visit counted 26 files on /teams (17
  // after), and Lighthouse 35 on the console (19 after).
  it('the teams page and the live console fetch their code in at most 20 and 24 files, forms when opened, the frame without the schemas it does not use', async () => {
    const { token } = await seedCoach();
    // A second team is the Club plan's (decision 0114): the team form opens on its list.
    await seedPlan(token, 'club');
    const team = await seedTeam(token, { name: 'CD Peso' });
    const players = await seedSquad(token, team.id, 7);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const { context, page } = await newPage(browser());
    // The entry's stylesheet is inlined in index.html: no lazy chunk may fetch it again (0094).
    const stylesheets: string[] = [];
    context.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await openLogin(page);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    const teams = await scriptsOf(page, async () => {
      await page.goto('/teams');
      await page.getByText('CD Peso').first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    expect(teams.some((s) => s.name.startsWith('app-frame-'))).toBe(true);
    expect(teams.length).toBeLessThanOrEqual(20);
    // What /teams adds to /login's files: the signed-in frame and the page. 104.5 KB on the wire
    // once the frame stopped carrying every schema and the rules engine (decision 0076): 9.5 KB
    // less in the frame's chunk.
    expect(teams.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThanOrEqual(110_000);
    // The team form's code comes when the coach opens it, not with the list.
    expect(teams.filter((s) => /^(TeamFormDialog|use-form-errors)-/.test(s.name))).toEqual([]);
    const form = page.waitForRequest((r) => /\/TeamFormDialog-[\w-]+\.js$/.test(r.url()));
    await page.getByTestId('team-create').click();
    await form;
    await page.getByRole('dialog').waitFor();
    await page.close();
    const live = await context.newPage();
    const scripts = await scriptsOf(live, async () => {
      await live.goto(`/teams/${team.id}/matches/${matchId}`);
      await live.getByText('Inter Movistar').first().waitFor();
      await live.waitForLoadState('load');
      // The console's parts load with it; the stream keeps the network busy, so no networkidle.
      await live.getByText('Jugador 1').first().waitFor();
    });
    expect(scripts.length).toBeLessThanOrEqual(24);
    expect(stylesheets).toEqual([]);
    await context.close();
  });

  // Decision 0105: zod loads with a form, never with a page that only shows data. The build's own
  // graph, for every page the router knows, where the browser test (next-pages) visits six.
  it('no page but a form holds zod among the files it loads when it opens', async () => {
    const text = async (file: string) => (await fetch(`${baseURL()}/${file}`)).text();
    const html = await text('login');
    const entry = /href="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? 'missing';
    const pages = [...new Set((await text(entry)).match(/assets\/\w+Page-[\w-]+\.js/g))];
    expect(pages.length).toBeGreaterThan(20);
    const forms = /^assets\/(CompetitionForm|Contact|Profile|Register|Security|Settings)Page-/;
    const withZod: string[] = [];
    for (const pageFile of pages) {
      // The page's file and every file it imports statically, transitively.
      const seen = new Set<string>();
      const queue = [pageFile];
      for (let file = queue.pop(); file; file = queue.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        const code = await text(file);
        if (code.includes('$ZodObject')) withZod.push(pageFile);
        for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
          queue.push(`assets/${m[1]}`);
      }
    }
    const unexpected = [...new Set(withZod)].filter((f) => !forms.test(f));
    expect(unexpected).toEqual([]);
    // The check sees zod where it is: each form page's graph holds it.
    expect(new Set(withZod.filter((f) => forms.test(f))).size).toBe(6);
  });

  it('Roboto never loads beside a page: a first visit stores it once idle, the next start adds it from the cache with no request', async () => {
    const { context, page } = await newPage(browser());
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fontRequests.push(new URL(r.url()).pathname);
    });
    await openLogin(page);
    // The first visit draws in the system font: no Latin face of Roboto in the document.
    const latinFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter(
            (f) => f.family.replace(/"/g, '') === 'Roboto' && f.unicodeRange.includes('U+0-FF'),
          )
          .map((f) => f.status),
      );
    expect(await latinFaces()).toEqual([]);
    // What the browser drew the sign-in button with: web fonts only, system ones left out.
    const cdp = await context.newCDPSession(page);
    const webFontsOfButton = async () => {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'button[type="submit"]',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.filter((f) => f.isCustomFont).map((f) => f.familyName);
    };
    expect(await webFontsOfButton()).toEqual([]);
    // Once idle, the file goes to the app's cache: one request, after the page was up.
    await page.waitForFunction(
      async () => (await (await caches.open('futsal-fonts')).keys()).length === 1,
    );
    expect(fontRequests).toHaveLength(1);
    fontRequests.length = 0;
    // The next start (HTTP cache cleared, as a phone's may be) adds it before the first render.
    await cdp.send('Network.clearBrowserCache');
    await openLogin(page);
    expect(await latinFaces()).toEqual(['loaded']);
    expect(await webFontsOfButton()).toEqual(['Roboto']);
    expect(fontRequests).toEqual([]);
    await context.close();
  });
});

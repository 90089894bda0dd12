import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCoachPages } from './coach-pages';
import { newPage, useBrowser } from './fixtures';
import { MOST_SHIFT, readShifts, recordShifts } from './shifts';

/**
 * Whichever of a page's replies comes last, the page holds still (decision 0110). The sweep
 * (page-sweep.e2e.ts) opens each page with its replies in the order the network happens to give
 * them; on CI /subscription once drew its payment history before the plan in force, whose skeleton
 * then gave way to a card of another height and moved the history down (0.021). Here each GET of
 * each page is held back in turn until the rest of the page has settled, then let through.
 */

const browser = useBrowser();

/** Long enough for a reply's render to ask for what it needs next (a chart's code, say). */
const QUIET_MS = 300;

const key = (url: string): string => {
  const u = new URL(url);
  return u.pathname + u.search;
};
/** The page's data: its API GETs, less the live console's event stream, which never ends. */
const isData = (r: Request): boolean =>
  r.method() === 'GET' && key(r.url()).startsWith('/api/') && !key(r.url()).endsWith('/stream');

/**
 * Resolves once no request but the held one has been in flight for QUIET_MS: Playwright's
 * "networkidle" (500 ms there)
, which cannot leave a request out. Listening starts at the call, so call it
 * before the navigation it watches.
 */
function quiet(page: Page, held: (r: Request) => boolean): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight.size > 0) return;
      timer = setTimeout(() => {
        page.off('request', start);
        page.off('requestfinished', end);
        page.off('requestfailed', end);
        resolve();
      }, QUIET_MS);
    };
    const start = (r: Request) => {
      if (held(r) || key(r.url()).endsWith('/stream')) return;
      inFlight.add(r);
      settle();
    };
    const end = (r: Request) => {
      inFlight.delete(r);
      settle();
    };
    page.on('request', start);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
  });
}

interface LateVisit {
  path: string;
  late: string;
  shift: number;
  moved: string[];
}

/**
 * Opens `path` with the GET `late` held until the rest has settled; the shifts it caused, or null
 * when this visit did not ask for it.
 */
async function openWithLate(page: Page, path: string, late: string): Promise<LateVisit | null> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let held = 0;
  const matches = (url: URL) => url.pathname + url.search === late;
  const hold = async (route: Route) => {
    held += 1;
    await gate;
    await route.continue();
  };
  await page.route(matches, hold);
  const settled = quiet(page, (r) => key(r.url()) === late);
  await page.goto(path);
  await settled;
  const answered =
    held > 0 ? page.waitForResponse((r) => key(r.url()) === late) : Promise.resolve();
  const settledAgain = quiet(page, () => false);
  release();
  await answered;
  await settledAgain;
  await page.unroute(matches, hold);
  return held > 0 ? { path, late, ...(await readShifts(page)) } : null;
}

describe('every page, whichever of its replies comes last', () => {
  const visits: LateVisit[] = [];
  let pageCount = 0;

  beforeAll(async () => {
    const { token, pages, console: live } = await seedCoachPages();
    const { context } = await newPage(browser(), { width: 1280, height: 800 });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    await context.addInitScript(recordShifts);
    const queue = [...pages, live];
    // Most of a visit is waiting for the network to stay quiet: tabs wait side by side.
    const tab = async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path; path = queue.shift()) {
        const gets = new Set<string>();
        const learn = (r: Request) => {
          if (isData(r)) gets.add(key(r.url()));
        };
        page.on('request', learn);
        const settled = quiet(page, () => false);
        await page.goto(path);
        await settled;
        page.off('request', learn);
        pageCount += 1;
        // A GET a page asks for only now and then (a refresh of data cached meanwhile) is
        // skipped when this visit does not ask for it.
        for (const late of gets) {
          const visit = await openWithLate(page, path, late);
          if (visit) visits.push(visit);
        }
      }
    };
    await Promise.all(Array.from({ length: 5 }, tab));
    await context.close();
  }, 420_000);

  it('draws each reply without moving what is already on screen', () => {
    expect(pageCount).toBe(17);
    // Every page but the static ones asks for data: a test that held nothing would prove nothing.
    expect(visits.length).toBeGreaterThanOrEqual(30);
    const moved = visits
      .filter((v) => v.shift > MOST_SHIFT)
      .map((v) => ({ ...v, shift: Number(v.shift.toFixed(3)) }));
    expect(moved).toEqual([]);
  });
});

import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCoachPages } from './coach-pages';
import { newPage, useBrowser } from './fixtures';
import { key, watch } from './settle';
import { MOST_SHIFT, readShifts, recordShifts } from './shifts';

/**
 * Whichever of a page's replies comes last, the page holds still (decision 0110). The sweep
 * (page-sweep.e2e.ts) opens each page with its replies in the order the network happens to give
 * them; on CI /subscription once drew its payment history before the plan in force, whose skeleton
 * then gave way to a card of another height and moved the history down (0.021). Here each GET of
 * each page is held back in turn until the rest of the page has settled, then let through.
 */

const browser = useBrowser();

interface LateVisit {
  path: string;
  late: string[];
  shift: number;
  moved: string[];
}

/**
 * Opens `path` with the GETs `late` held until the rest has settled; the shifts they caused, or
 * null when this visit asked for none of them.
 */
async function openWithLate(page: Page, path: string, late: string[]): Promise<LateVisit | null> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const held = new Set<string>();
  const matches = (url: URL) => late.includes(url.pathname + url.search);
  const hold = async (route: Route) => {
    held.add(key(route.request().url()));
    await gate;
    await route.continue();
  };
  await page.route(matches, hold);
  try {
    const loading = watch(page, (r) => late.includes(key(r.url())));
    await page.goto(path);
    await loading.settled();
    if (held.size === 0) return null;
    const answered = Promise.all(
      [...held].map((one) => page.waitForResponse((r) => key(r.url()) === one)),
    );
    const drawing = watch(page, () => false);
    release();
    await answered;
    await drawing.settled();
    return { path, late, ...(await readShifts(page)) };
  } finally {
    release();
    await page.unroute(matches, hold);
  }
}

describe('every page, whichever of its replies comes last', () => {
  const visits: LateVisit[] = [];
  let opened = 0;

  beforeAll(async () => {
    const { token, pages, console: live } = await seedCoachPages();
    const { context } = await newPage(browser(), { width: 1280, height: 800 });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    await context.addInitScript(recordShifts);
    const queue = [...pages, live];
    opened = queue.length;
    // Most of a visit is waiting for the network to stay quiet: tabs wait side by side.
    const tab = async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path; path = queue.shift()) {
        const traffic = watch(page, () => false);
        await page.goto(path);
        await traffic.settled();
        // A GET a page asks for only now and then (a refresh of data cached meanwhile) is
        // skipped when this visit does not ask for it.
        // Each alone, then the role's two sources together: a team page's actions wait for
        // the user's role, in the teams list and in the team's summary, whichever comes first
        // (seen on CI: both came after the first paint, and the side menu moved).
        const role = [...traffic.asked].filter((k) => /^\/api\/teams(\/[^/]+)?$/.test(k));
        const lates = [...traffic.asked].map((one) => [one]);
        for (const late of role.length > 1 ? [...lates, role] : lates) {
          const visit = await openWithLate(page, path, late);
          if (visit) visits.push(visit);
        }
      }
    };
    await Promise.all(Array.from({ length: 5 }, tab));
    await context.close();
  }, 420_000);

  it('draws each reply without moving what is already on screen', () => {
    // Each page had a reply held: every one asks for data, if only the session's.
    expect(new Set(visits.map((v) => v.path)).size).toBe(opened);
    const moved = visits
      .filter((v) => v.shift > MOST_SHIFT)
      .map((v) => ({ ...v, shift: Number(v.shift.toFixed(3)) }));
    expect(moved).toEqual([]);
  });
});

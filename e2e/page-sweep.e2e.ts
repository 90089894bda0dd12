import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, newPage, seedCoach, useBrowser } from './fixtures';
import { buildSeason } from './season';

/**
 * Every signed-in page, opened cold on a phone's screen by a coach with a played season
 * (decision 0101). Lighthouse found the footer moving down as each page's content arrived
 * (layout shift 0.08 to 0.2 on the team, its statistics, its summary and a match's details) and
 * card lines rendered as <h6> under a page's <h1>. Both are properties of every page, so every
 * page is checked.
 */

const browser = useBrowser();

/** Lighthouse's "good" is 0.1; what is left (the subscribe button's arrival) is ~0.001. */
const MOST_SHIFT = 0.02;

declare global {
  interface Window {
    __shifts?: { value: number; nodes: string[] }[];
  }
}

interface Visit {
  path: string;
  shift: number;
  moved: string[];
  headings: number[];
}

/** Records the layout shifts no input caused, from the document's start, with what moved. */
function recordShifts(): void {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        const id = el?.getAttribute('data-testid');
        return el ? `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}` : '?';
      });
      window.__shifts?.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function visit(page: Page, path: string, ready: () => Promise<unknown>): Promise<Visit> {
  await page.goto(path);
  await ready();
  // Two frames after the page settled: its last render's shift is reported by then.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  const headings = await page.$$eval('h1, h2, h3, h4, h5, h6', (els) =>
    els
      .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
      .map((el) => Number(el.tagName.slice(1))),
  );
  return {
    path,
    shift: shifts.reduce((sum, s) => sum + s.value, 0),
    moved: [...new Set(shifts.flatMap((s) => s.nodes))],
    headings,
  };
}

describe('every signed-in page, on a phone', () => {
  let context: BrowserContext;
  const visits: Visit[] = [];

  beforeAll(async () => {
    const { token } = await seedCoach();
    const api = apiAs(token);
    const { teamId, players, matchIds } = await buildSeason(api);
    const player = players[1]?.id ?? '';
    // A match under way, for the live console.
    const live = await api<{ id: string }>('POST', `/matches/team/${teamId}`, {
      opponent: 'Inter Movistar',
      date: new Date().toISOString(),
      location: 'Pabellón Municipal',
      isHome: true,
      type: 'league',
      periods: 2,
      periodDuration: 20,
    });
    await api('PUT', `/matches/${live.id}/lineup`, {
      starters: players.slice(0, 5).map((p) => p.id),
      substitutes: players.slice(5).map((p) => p.id),
    });
    await api('POST', `/events/match/${live.id}`, {
      id: crypto.randomUUID(),
      type: 'period_start',
      period: 'first',
      minute: 0,
      second: 0,
    });
    const opened = await newPage(browser(), { width: 412, height: 823 });
    context = opened.context;
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    await context.addInitScript(recordShifts);
    const { page } = opened;
    const settled = () => page.waitForLoadState('networkidle');
    const team = `/teams/${teamId}`;
    for (const path of [
      '/teams',
      team,
      `${team}/players`,
      `${team}/players/${player}`,
      `${team}/players/${player}/stats`,
      `${team}/matches`,
      `${team}/matches/${matchIds[0] ?? ''}/details`,
      `${team}/stats`,
      `${team}/summary`,
      `${team}/events`,
      '/profile',
      '/security',
      '/settings',
      '/subscription',
      '/contact',
      '/pricing',
    ])
      visits.push(await visit(page, path, settled));
    // The console keeps its event stream open, so the network never settles: its court instead.
    visits.push(
      await visit(page, `${team}/matches/${live.id}`, () =>
        page.getByTestId('live-hint').waitFor(),
      ),
    );
  }, 180_000);

  afterAll(async () => {
    await context?.close();
  });

  it('none moves its content while it loads', () => {
    expect(visits.length).toBe(17);
    const moved = visits
      .filter((v) => v.shift > MOST_SHIFT)
      .map((v) => ({ path: v.path, shift: Number(v.shift.toFixed(3)), moved: v.moved }));
    expect(moved).toEqual([]);
  });

  it('each has one <h1>, and no heading skips a level below the one before it', () => {
    const wrong = visits.flatMap(({ path, headings }) => {
      const skips = headings.some((level, i) => i > 0 && level > (headings[i - 1] ?? 0) + 1);
      const h1s = headings.filter((level) => level === 1).length;
      return skips || h1s !== 1 || headings[0] !== 1 ? [{ path, headings }] : [];
    });
    expect(wrong).toEqual([]);
  });
});

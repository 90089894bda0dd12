import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCoachPages } from './coach-pages';
import { newPage, useBrowser } from './fixtures';
import { watch } from './settle';
import { MOST_SHIFT, readShifts, recordShifts } from './shifts';

/**
 * Every page, opened cold on a phone's and a laptop's screen, in both themes (decision 0101): each signed-in
 * page of a coach with a played season and a live match, and the sign-in forms and public live
 * page. Lighthouse found, on pages it had not been run on, the footer moving down as each page's
 * content arrived (layout shift 0.08 to 0.2), card lines rendered as <h6> under a page's <h1>,
 * lists holding links instead of items, and text under WCAG's contrast. These are properties of
 * every page, so every page is checked, with axe-core (the engine of Lighthouse's accessibility
 * audits) for the whole of WCAG 2 A and AA it can test.
 */

const browser = useBrowser();

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

interface Visit {
  path: string;
  shift: number;
  moved: string[];
  headings: number[];
  /** axe-core's WCAG 2 A and AA violations: rule, then the elements that break it. */
  violations: string[];
  /** Keys the page showed before loading their section (src/i18n/index.ts, decision 0106). */
  lateTexts: string[];
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function visit(
  page: Page,
  path: string,
  label: string,
  ready?: () => Promise<unknown>,
): Promise<Visit> {
  const lateTexts: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().startsWith('texts:')) lateTexts.push(message.text());
  };
  page.on('console', onConsole);
  const traffic = watch(page, () => false);
  await page.goto(path);
  await ready?.();
  await traffic.settled();
  const { shift, moved } = await readShifts(page);
  const headings = await page.$$eval('h1, h2, h3, h4, h5, h6', (els) =>
    els
      .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
      .map((el) => Number(el.tagName.slice(1))),
  );
  // Evaluated through the debugging protocol, which the page's CSP does not govern.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
  page.off('console', onConsole);
  return {
    path: `${path} (${label})`,
    violations,
    lateTexts,
    shift,
    moved,
    headings,
  };
}

describe('every page, on a phone and a laptop, in both themes', () => {
  let context: BrowserContext | undefined;
  let anonymous: BrowserContext | undefined;
  const visits: Visit[] = [];

  beforeAll(async () => {
    const { token, api, pages, console: live, live: shared } = await seedCoachPages();
    // A phone, and a laptop, where the side menu is on screen; both themes on each: contrast is
    // the palette's, and each theme has its own.
    for (const screen of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      const opened = await newPage(browser(), screen);
      context = opened.context;
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      await context.addInitScript(recordShifts);
      const { page } = opened;
      for (const theme of ['light', 'dark'] as const) {
        await api('PUT', '/settings', { theme });
        const label = `${theme}, ${screen.width} px`;
        for (const path of pages) visits.push(await visit(page, path, label));
        // The console's court first: it is drawn once the match's stream has opened.
        visits.push(await visit(page, live, label, () => page.getByTestId('live-hint').waitFor()));
      }
      await context.close();
      context = undefined;
    }
    // The pages anyone opens: the sign-in forms and a match's public live page, in the system's
    // colour scheme (no account to store a theme in).
    for (const colorScheme of ['light', 'dark'] as const) {
      const opened = await newPage(browser(), { width: 412, height: 823 });
      anonymous = opened.context;
      await anonymous.addInitScript(recordShifts);
      await opened.page.emulateMedia({ colorScheme });
      const { page } = opened;
      for (const path of ['/login', '/register']) visits.push(await visit(page, path, colorScheme));
      visits.push(
        await visit(page, shared, colorScheme, () => page.getByTestId('live-score').waitFor()),
      );
      await anonymous.close();
      anonymous = undefined;
    }
  }, 420_000);

  afterAll(async () => {
    await context?.close();
    await anonymous?.close();
  });

  it('none moves its content while it loads', () => {
    expect(visits.length).toBe(74);
    const moved = visits
      .filter((v) => v.shift > MOST_SHIFT)
      .map((v) => ({ path: v.path, shift: Number(v.shift.toFixed(3)), moved: v.moved }));
    expect(moved).toEqual([]);
  });

  it('breaks none of the WCAG 2 AA rules axe-core checks', () => {
    const broken = visits
      .filter((v) => v.violations.length > 0)
      .map(({ path, violations }) => ({ path, violations }));
    expect(broken).toEqual([]);
  });

  it('shows every text from its own catalog part, none from a section it had to fetch late (decision 0106)', () => {
    const late = visits
      .filter((v) => v.lateTexts.length > 0)
      .map(({ path, lateTexts }) => ({ path, lateTexts }));
    expect(late).toEqual([]);
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

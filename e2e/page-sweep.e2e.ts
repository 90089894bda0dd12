import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, describeFinding, type Finding } from './axe';
import { seedCoachPages } from './coach-pages';
import { newPage, seedCoach, api as apiCall, useBrowser } from './fixtures';
import { watch } from './settle';
import { MOST_SHIFT, readShifts, recordShifts } from './shifts';
import { checkDialog, commonDialogs } from './sweep-dialogs';

/**
 * Every page, opened cold on a phone's and a laptop's screen, in both themes (decision 0101): each signed-in
 * page of a coach with a played season and a live match, and the sign-in forms and public live
 * page. Lighthouse found, on pages it had not been run on, the footer moving down as each page's
 * content arrived (layout shift 0.08 to 0.2), card lines rendered as <h6> under a page's <h1>,
 * lists holding links instead of items, and text under WCAG's contrast. These are properties of
 * every page, so every page is checked, with axe-core (the engine of Lighthouse's accessibility
 * audits): every WCAG A and AA rule it has, and whatever any of its rules rates serious or critical
 * (e2e/axe.ts). The common dialogs are opened and checked on their pages too, and the sandbox
 * checkout the server renders (decision 0113).
 */

const browser = useBrowser();

interface Visit {
  path: string;
  shift: number;
  moved: string[];
  headings: number[];
  /** What axe-core finds on it (e2e/axe.ts). */
  findings: Finding[];
  /** Keys the page showed before loading their section (src/i18n/index.ts, decision 0106). */
  lateTexts: string[];
}

/** A dialog open over a page: checked by axe only. */
interface Check {
  path: string;
  findings: Finding[];
}

/**
 * Each signed-in pass: a screen and a theme. Contrast is the palette's, and each theme has its own;
 * layout is the width's. The phone is 412 px wide in the light theme and 390 px in the dark one,
 * so both common phone widths are seen (a table scrolls sideways at 390 and not at 412) without
 * a third pass; the laptop (1280 px) has the side menu on screen.
 */
const PASSES = [
  { width: 412, height: 823, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
] as const;

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
  const findings = await axeFindings(page);
  page.off('console', onConsole);
  return { path: `${path} (${label})`, findings, lateTexts, shift, moved, headings };
}

describe('every page, on a phone and a laptop, in both themes', () => {
  let context: BrowserContext | undefined;
  let anonymous: BrowserContext | undefined;
  const visits: Visit[] = [];
  const dialogs: Check[] = [];

  beforeAll(async () => {
    const started = Date.now();
    const lap = (what: string) =>
      console.log(`page sweep: ${what} at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const seeded = await seedCoachPages();
    const { token, api, team, console: live, live: shared } = seeded;
    // A competition, for its form and its matches; the result pages a payment comes back to.
    const cup = await api<{ id: string }>('POST', `/tournaments/team/${team.split('/')[2]}`, {
      name: 'Copa de Invierno',
      type: 'cup',
      startDate: '2026-01-10',
    });
    const results = ['success', 'failure', 'pending'].map((r) => `/subscription/${r}`);
    // Signed in, the three say alike that no such payment is known: one of them is seen.
    const pages = [
      ...seeded.pages,
      `${team}/tournaments/new`,
      `${team}/tournaments/${cup.id}`,
      `${team}/tournaments/${cup.id}/matches`,
      '/subscription/pending',
    ];
    const withDialogs = commonDialogs(team, live);
    const checkDialogs = async (page: Page, path: string, label: string) => {
      for (const d of withDialogs.filter((o) => o.path === path))
        dialogs.push({
          path: `${path}, ${d.name} dialog (${label})`,
          findings: await checkDialog(page, d.opener),
        });
    };
    for (const { theme, ...screen } of PASSES) {
      await api('PUT', '/settings', { theme });
      const opened = await newPage(browser(), screen);
      context = opened.context;
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      await context.addInitScript(recordShifts);
      const { page } = opened;
      const label = `${theme}, ${screen.width} px`;
      for (const path of pages) {
        visits.push(await visit(page, path, label));
        await checkDialogs(page, path, label);
      }
      // The console's court first: it is drawn once the match's stream has opened.
      visits.push(await visit(page, live, label, () => page.getByTestId('live-hint').waitFor()));
      await checkDialogs(page, live, label);
      lap(label);
      await context.close();
      context = undefined;
    }
    // The sandbox provider's checkout, which the server renders: a pending subscription's link
    // (another coach's, so the first one's subscription page stays as it was), and a dead link.
    const { token: payer } = await seedCoach();
    const { checkoutUrl } = await apiCall<{ checkoutUrl: string }>(
      payer,
      'POST',
      '/subscriptions/create',
      { plan: 'club', period: 'monthly' },
    );
    const checkout = new URL(checkoutUrl, 'http://x');
    const deadCheckout = `/api/subscriptions/sandbox/checkout/${crypto.randomUUID()}?token=0`;
    // The pages anyone opens: the sign-in forms, the prices, where a payment comes back, a
    // match's public live page and the checkout, in the system's colour scheme (no account to
    // store a theme in).
    for (const colorScheme of ['light', 'dark'] as const) {
      const opened = await newPage(browser(), { width: 412, height: 823 });
      anonymous = opened.context;
      await anonymous.addInitScript(recordShifts);
      await opened.page.emulateMedia({ colorScheme });
      const { page } = opened;
      for (const path of [
        '/login',
        '/register',
        '/pricing',
        ...results,
        checkout.pathname + checkout.search,
        deadCheckout,
      ])
        visits.push(await visit(page, path, colorScheme));
      visits.push(
        await visit(page, shared, colorScheme, () => page.getByTestId('live-score').waitFor()),
      );
      await anonymous.close();
      anonymous = undefined;
      lap(colorScheme);
    }
  }, 900_000);

  afterAll(async () => {
    await context?.close();
    await anonymous?.close();
  });

  it('none moves its content while it loads', () => {
    // Signed in: 21 pages and the console, in four passes (88); signed out: 9, in two colour
    // schemes (18).
    expect(visits.length).toBe(106);
    const moved = visits
      .filter((v) => v.shift > MOST_SHIFT)
      .map((v) => ({ path: v.path, shift: Number(v.shift.toFixed(3)), moved: v.moved }));
    expect(moved).toEqual([]);
  });

  it('breaks no WCAG A or AA rule axe-core checks, and none that any of its rules rates serious or critical, with or without a dialog open', () => {
    // Five dialogs, in the four passes.
    expect(dialogs.length).toBe(20);
    const checked = [...visits, ...dialogs];
    const broken = checked
      .filter((v) => v.findings.length > 0)
      .map(({ path, findings }) => ({ path, findings: findings.map(describeFinding) }));
    const perRule = new Map<string, number>();
    for (const f of checked.flatMap((v) => v.findings))
      perRule.set(`${f.rule} (${f.impact})`, (perRule.get(`${f.rule} (${f.impact})`) ?? 0) + 1);
    const tally = [...perRule].map(([rule, n]) => `${rule}: ${n}`).join(', ');
    expect(broken, `elements found, by rule: ${tally}`).toEqual([]);
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

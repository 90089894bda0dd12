import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core over a page as it stands, for the page sweep (decision 0113). axe's default run leaves
 * out its experimental rules, and a run limited to the tags wcag2a, wcag2aa and wcag21aa left out
 * WCAG 2.1 A (label-content-name-mismatch: a button showing "ES" named "Idioma") and 2.2 AA: the
 * sweep runs every rule but the deprecated ones and the AAA ones (7:1 contrast is not the bar),
 * and reports what breaks a WCAG A or AA rule, of any impact, and whatever any rule (best practice
 * and experimental ones too) rates serious or critical.
 */

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG levels whose every violation counts, whatever axe rates its impact. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  rule: string;
  impact: string;
  /** The element's CSS path, its markup's start and axe's reason (a contrast's colours and ratio). */
  target: string;
  /** The test id of the element or its nearest ancestor that has one: a name to search the code for. */
  within: string;
  html: string;
  why: string;
}

interface AxeNode {
  target: unknown[];
  html: string;
  impact: string | null;
  any: { message: string }[];
  all: { message: string }[];
  none: { message: string }[];
}
interface AxeResult {
  id: string;
  impact: string | null;
  tags: string[];
  nodes: AxeNode[];
}
interface AxeGlobal {
  getRules: () => { ruleId: string; tags: string[] }[];
  run: (context: Document, options: object) => Promise<{ violations: AxeResult[] }>;
}

/** axe's findings on the page now: those the sweep fails on (above). */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // Evaluated through the debugging protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (wcag) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    const rules = Object.fromEntries(
      axe
        .getRules()
        .filter((r) => !r.tags.includes('deprecated') && !r.tags.includes('wcag2aaa'))
        .map((r) => [r.ruleId, { enabled: true }]),
    );
    const { violations } = await axe.run(document, { rules, resultTypes: ['violations'] });
    const testId = (selector: string) => {
      try {
        return document
          .querySelector(selector)
          ?.closest('[data-testid]')
          ?.getAttribute('data-testid');
      } catch {
        return undefined; // a path into a frame or a shadow root: no single selector
      }
    };
    const counts = (v: AxeResult, impact: string | null) =>
      impact === 'serious' || impact === 'critical' || v.tags.some((t) => wcag.includes(t));
    return violations.flatMap((v) =>
      v.nodes
        .filter((n) => counts(v, n.impact ?? v.impact))
        .map((n) => ({
          rule: v.id,
          impact: n.impact ?? v.impact ?? '?',
          target: n.target.map(String).join(' '),
          within: testId(n.target.map(String).join(' ')) ?? '',
          html: n.html.slice(0, 140),
          why: [...n.any, ...n.all, ...n.none]
            .map((c) => c.message)
            .slice(0, 1)
            .join(''),
        })),
    );
  }, WCAG_AA);
}

/** One line per finding: where a failing sweep's diff names the rule, the element and why. */
export const describeFinding = (f: Finding): string =>
  `${f.rule} (${f.impact}) at ${f.target}${f.within ? ` in [data-testid=${f.within}]` : ''}: ${f.why} — ${f.html}`;

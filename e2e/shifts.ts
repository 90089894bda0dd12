import type { Page } from 'playwright-core';

/** Lighthouse's "good" is 0.1; what is left (the subscribe button's arrival) is ~0.001. */
export const MOST_SHIFT = 0.02;

declare global {
  interface Window {
    __shifts?: { value: number; nodes: string[] }[];
  }
}

/**
 * Records the layout shifts no input caused, from the document's start, with what moved. Added
 * to a context with addInitScript, so it runs in the page before the app's first script.
 */
export function recordShifts(): void {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      // Each moved element with how far it went, the first lead when a test fails.
      const nodes = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        const id = el?.getAttribute('data-testid');
        // The nearest named ancestor and the start of the text say which part it was.
        const named = el?.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
        const text = (el?.textContent ?? '').trim().slice(0, 24);
        const by = `${Math.round(s.currentRect.x - s.previousRect.x)},${Math.round(s.currentRect.y - s.previousRect.y)}`;
        const where = `${named ? ` in [${named}]` : ''}${text ? ` "${text}"` : ''}`;
        return el ? `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${where} by ${by}` : '?';
      });
      window.__shifts?.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's shifts so far, two frames after its last render (whose shift is reported by then). */
export async function readShifts(page: Page): Promise<{ shift: number; moved: string[] }> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  return {
    shift: shifts.reduce((sum, s) => sum + s.value, 0),
    moved: [...new Set(shifts.flatMap((s) => s.nodes))],
  };
}

import type { Page, Request } from 'playwright-core';

/** Long enough for a reply's render to ask for what it needs next (a chart's code, say). */
export const QUIET_MS = 300;

export const key = (url: string): string => {
  const u = new URL(url);
  return u.pathname + u.search;
};
/** A live match's event stream, open as long as the page. */
const isStream = (r: Request): boolean => key(r.url()).endsWith('/stream');

/**
 * The page's requests from the call on, but `held` and the stream, with the API GETs it asked
 * for. `settled()` waits until none has been in flight for QUIET_MS and then the page's main
 * thread has gone idle with none started meanwhile: on two busy cores a page can run its
 * scripts for longer than any quiet span before it asks for its data, and a wait on quiet alone
 * (Playwright's "networkidle") ended before the first GET (seen: a page with none learnt).
 */
export function watch(page: Page, held: (r: Request) => boolean) {
  const inFlight = new Set<Request>();
  const asked = new Set<string>();
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  let onQuiet = () => {};
  const arm = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(() => onQuiet(), QUIET_MS);
  };
  const start = (r: Request) => {
    if (held(r) || isStream(r)) return;
    if (r.method() === 'GET' && key(r.url()).startsWith('/api/')) asked.add(key(r.url()));
    started += 1;
    inFlight.add(r);
    arm();
  };
  const end = (r: Request) => {
    if (inFlight.delete(r)) arm();
  };
  const stop = () => {
    clearTimeout(timer);
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    asked,
    async settled(): Promise<void> {
      for (;;) {
        await new Promise<void>((resolve) => {
          onQuiet = resolve;
          arm();
        });
        const seen = started;
        await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
        if (started === seen && inFlight.size === 0) break;
      }
      stop();
    },
  };
}

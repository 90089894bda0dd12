import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A fresh phone-sized context, signed in (the session token where the app keeps it), with
 * `script` registered to run before any of the page's own: the page is not opened yet.
 */
export async function signedInPhone(
  browser: Browser,
  origin: string,
  token: string,
  script: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.addInitScript(script);
  return { context, page };
}

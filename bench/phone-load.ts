/**
 * Issue 11: a signed-in page opened on a phone over a weak hall connection, measured in the
 * browser itself rather than simulated. Chromium's own throttling (DevTools' presets: 150 ms
 * round trip, 1.6 Mbps down, 4× slower CPU), a fresh cache each load, and the page's own
 * paint timings: first contentful paint, largest contentful paint, and the blocking time of
 * its long tasks after the first paint. Lighthouse's simulation moves by several points from
 * run to run on this machine; these medians were what decided between two versions of a
 * change (decision 0079). Milliseconds on a throttled link, so they compare across runs on
 * any machine only roughly: compare the rows of one run, or two runs minutes apart.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium';
import { measureConsoleTaps } from './console-taps';
import { seedLiveMatch } from './lighthouse';
import { percentile } from './lib';
import { signedInPhone } from './phone-page';
import { startServer } from './web';

const RUNS = Math.max(1, Number(process.env.BENCH_PHONE_RUNS ?? 5) || 5);

interface Paints {
  /** The scripts the load fetched: how many, and their bytes on the wire. */
  scripts: { files: number; bytes: number };
  fcp: number;
  lcp: number;
  tbt: number;
  /** The first frame with the page's own content (a team's card, the console's court). */
  shown: number;
}

/**
 * Collected by the page, registered before any of its scripts runs. A string, not a function:
 * tsx would wrap a function's inner names in a helper the page does not have.
 */
const OBSERVE_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0, tbt: 0 };
  const observe = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') window.__paints.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { window.__paints.lcp = e.startTime; });
  observe('longtask', (e) => {
    if (window.__paints.fcp && e.startTime > window.__paints.fcp) window.__paints.tbt += e.duration - 50;
  });
`;

export async function measurePhoneLoad(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`(Chromium not found at ${CHROMIUM}: phone loads not measured)`);
    return;
  }
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const { token, consolePath } = await seedLiveMatch(server.url);
    console.log(
      `Phone load (Chromium throttling: 150 ms, 1.6 Mbps, CPU ×4; fresh cache; median of ${RUNS})`,
    );
    const pages = [
      // The content's own time: the largest paint of /teams is its splash's name since the
      // footer, a longer line, went below the fold (decision 0101); the team cards are smaller.
      { label: '/teams', path: '/teams', shown: '[data-testid=team-card-name]' },
      { label: 'live console', path: consolePath, shown: '[data-testid=live-hint]' },
    ];
    for (const { label, path, shown } of pages) {
      const runs: Paints[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { context, page } = await signedInPhone(browser, server.url, token, OBSERVE_PAINTS);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const scripts: Promise<number>[] = [];
        page.on('requestfinished', (req) => {
          if (req.resourceType() === 'script')
            scripts.push(req.sizes().then((s) => Math.max(0, s.responseBodySize)));
        });
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        // Checked on every frame, so the time is the frame's that first showed it.
        const shownAt = await page.waitForFunction(
          (selector) => document.querySelector(selector) !== null && performance.now(),
          shown,
          { polling: 'raf', timeout: 60_000 },
        );
        const shownMs = Number(await shownAt.jsonValue());
        // The text's font decides the last largest-paint candidate; then two frames to report it.
        await page.evaluate(() =>
          document.fonts.ready.then(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          ),
        );
        const paints = await page.evaluate(
          () => (window as unknown as { __paints: Omit<Paints, 'shown'> }).__paints,
        );
        const bytes = await Promise.all(scripts);
        runs.push({
          ...paints,
          shown: shownMs,
          scripts: { files: bytes.length, bytes: bytes.reduce((a, b) => a + b, 0) },
        });
        await context.close();
      }
      const ms = (pick: (p: Paints) => number) =>
        `${Math.round(percentile(runs.map(pick), 50))} ms`;
      // Medians too: a file fetched late (a lazy part) can finish before the count in one run only.
      const files = percentile(
        runs.map((p) => p.scripts.files),
        50,
      );
      const kib = (
        percentile(
          runs.map((p) => p.scripts.bytes),
          50,
        ) / 1024
      ).toFixed(0);
      console.log(
        `  ${label.padEnd(13)} first paint ${ms((p) => p.fcp)} | largest paint ${ms((p) => p.lcp)} | content ${ms((p) => p.shown)} | blocking ${ms((p) => p.tbt)} | scripts ${files} files, ${kib} KiB`,
      );
    }
    await measureConsoleTaps(browser, server.url, token, consolePath);
  } finally {
    await browser.close();
    await server.stop();
  }
}

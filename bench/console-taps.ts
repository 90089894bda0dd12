/**
 * A tap at the bench: the live console's response on a phone's CPU (Chromium at ×4), in bench
 * mode with the rotation board ticking, to a shot as a coach logs it: a court player, the shot
 * button, and a tap on the court that opens to place it. Each figure is the Event Timing duration
 * of one interaction, the measure behind Interaction to Next Paint: from the tap to the frame that
 * shows its result. Milliseconds on a throttled CPU, so, like the phone loads, they compare between
 * the rows of one run or runs minutes apart (decision 0093). Two loads: the whole bench came within
 * 10 s of its 10-minute bound with three.
 */
import type { Browser } from 'playwright-core';
import { percentile } from './lib';
import { signedInPhone } from './phone-page';

const LOADS = 2;
const SHOTS = 5;
/** Per shot: the shooter, the shot, its place on the court. */
const TAPS = 3;

const OBSERVE_TAPS = `
  window.__taps = new Map();
  new PerformanceObserver((list) => list.getEntries().forEach((e) => {
    if (e.interactionId) window.__taps.set(e.interactionId, Math.max(window.__taps.get(e.interactionId) ?? 0, e.duration));
  })).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export async function measureConsoleTaps(
  browser: Browser,
  origin: string,
  token: string,
  consolePath: string,
): Promise<void> {
  const taps: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    const { context, page } = await signedInPhone(browser, origin, token, OBSERVE_TAPS);
    // Bench mode, as on a touch screen at the bench: the rotation board ticks beside the taps.
    await page.evaluate(() => localStorage.setItem('futsal.live.benchMode', '1'));
    await page.goto(`${origin}${consolePath}`);
    // The console's last stage (the log) is in: nothing of the load is left to render.
    await page.waitForSelector('[data-testid=timeline-panel]');
    await page.waitForSelector('[data-testid=rotation-board]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const idle = () => page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const player = page.locator('[data-testid^=court-player-]').nth(1);
    await idle();
    for (let s = 0; s < SHOTS; s += 1) {
      await player.click();
      await idle();
      await page.click('[data-testid=action-shot]');
      await idle();
      // The shot opens the court; a tap on it places and saves the shot (issue 38's one extra tap).
      await page.click('[data-testid=court-picker-court]');
      await page.waitForSelector('[data-testid=court-picker]', { state: 'hidden' });
      await idle();
    }
    // Event Timing reports an interaction after its frame: two more frames, then read.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const load = await page.evaluate(() => [
      ...(window as unknown as { __taps: Map<number, number> }).__taps.values(),
    ]);
    taps.push(...load);
    // The first shot's taps run code the load has not run yet (compiled on first use).
    warm.push(...load.slice(TAPS));
    await context.close();
  }
  console.log(
    `  console taps  median ${Math.round(percentile(taps, 50))} ms | p90 ${Math.round(percentile(taps, 90))} ms` +
      ` (${taps.length} taps of ${LOADS * SHOTS * TAPS}, CPU ×4);` +
      ` after each load's first shot: median ${Math.round(percentile(warm, 50))} ms | p90 ${Math.round(percentile(warm, 90))} ms`,
  );
}

import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium';
import { startServer } from './web';
const s = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < 2; run++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${s.url}/login`, { waitUntil: 'networkidle' });
  await page.locator('#login-email').waitFor();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: any };
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const n of profile.nodes) {
    const t = (dt.get(n.id) ?? 0) / 1000;
    const u = n.callFrame.url.replace(/.*\//, '');
    const k = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    self.set(k, (self.get(k) ?? 0) + t);
    byUrl.set(u || n.callFrame.functionName, (byUrl.get(u || n.callFrame.functionName) ?? 0) + t);
  }
  console.log('--- run', run);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
  await page.close();
  }
} finally { await browser.close(); await s.stop(); }

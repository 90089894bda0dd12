import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium';
import { startServer } from './web';
const out = process.argv[2] ?? '/tmp/shots';
const s = await startServer();
const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${s.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
};
const user = { firstName: 'Ana', lastName: 'Pérez', email: `shots${Date.now()}@club.es`, password: 'secret123' };
await post('/auth/register', user);
const { token } = (await post('/auth/login', { email: user.email, password: user.password })) as { token: string };
await post('/teams', { name: 'CD Parla', division: 'Segunda B' }, token);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
    for (const [lng, dark] of [['es', false], ['en', true]] as const) {
      const ctx = await browser.newContext({ viewport, locale: lng });
      const page = await ctx.newPage();
      await page.goto(`${s.url}/login`);
      await page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
      await page.goto(`${s.url}/login?lng=${lng}`, { waitUntil: 'networkidle' });
      await page.locator('#login-email').waitFor();
      await page.screenshot({ path: `${out}/login-${size}-${lng}.png` });
      await page.click('button[type=submit]');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/login-errors-${size}-${lng}.png` });
      await page.evaluate((t) => localStorage.setItem('token', t), token);
      await page.goto(`${s.url}/teams`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/teams-${size}-${lng}.png` });
      await ctx.close();
    }
  }
} finally { await browser.close(); await s.stop(); }

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, baseURL, launchBrowser, login, newPage, signUp } from './fixtures';
import { watch } from './settle';

let browser: Browser;
let dir: string;
let screenshotPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'contact-e2e-'));
  screenshotPath = join(dir, 'captura-marcador.png');
  await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1e88e5' } })
    .png()
    .toFile(screenshotPath);
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = 'rgb(18, 18, 18)';
const LIGHT_BG = 'rgb(245, 245, 245)';

async function pick(page: Page, field: string, option: string | RegExp) {
  await page.locator(field).click();
  await page.getByRole('option', { name: option }).click();
}

describe('contact form', () => {
  it('sends a message with an attachment and shows the success state', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser);
    try {
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/contact');
      await expect.poll(() => page.getByLabel('Correo electrónico').inputValue()).toBe(user.email);
      await pick(page, '#contact-category', 'Informar de un error');
      await page.getByLabel(/Asunto/).fill('El marcador no se actualiza');
      await page
        .getByLabel(/Mensaje/)
        .fill('Al registrar un gol en directo el marcador tarda en cambiar. Adjunto captura.');
      await page.getByTestId('contact-attachments-input').setInputFiles(screenshotPath);
      await page.getByText('captura-marcador.png').waitFor();
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('contact-success').waitFor();
      expect(await page.getByTestId('contact-success').innerText()).toContain('¡Mensaje enviado!');
      expect(await page.getByTestId('contact-success').innerText()).toContain(
        'Con 1 archivo adjunto.',
      );
    } finally {
      await context.close();
    }
  });

  it('refuses a disguised file with the spec text before sending', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser);
    try {
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/contact');
      await page.getByTestId('contact-attachments-input').setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: Buffer.from('MZ\x90\x00 no es una imagen'),
      });
      await expect
        .poll(() => page.getByTestId('contact-attachments-help').innerText())
        .toBe('Tipo de archivo no válido. Solo se permiten imágenes y PDFs.');
      expect(await page.getByText('foto.png').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('settings', () => {
  it('applies language and theme at once, keeps them after reload and on a fresh browser, and new matches take the default format', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser);
    try {
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/settings');
      // The page's code loads after the document (route splitting): read the theme once it shows.
      await page.getByTestId('settings-theme-dark').waitFor();
      expect(await bodyBackground(page)).toBe(LIGHT_BG);
      await page.getByTestId('settings-theme-dark').click();
      await pick(page, '#settings-language', 'English');
      await pick(page, '#settings-periods', '3 periodos');
      await page.getByLabel('Duración del periodo (minutos)').fill('25');
      await pick(page, '#settings-season-start', 'Septiembre');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();

      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
      expect(new URL(page.url()).searchParams.get('lng')).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

      await page.reload();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      expect(await bodyBackground(page)).toBe(DARK_BG);
      expect(await page.getByLabel('Period length (minutes)').inputValue()).toBe('25');
      expect(await page.getByLabel('Season start month').innerText()).toBe('September');

      // The server keeps them: a browser with an empty cache gets them back after signing in.
      const fresh = await newPage(browser);
      try {
        await login(fresh.page, user);
        await fresh.page.getByTestId('welcome').waitFor();
        await expect.poll(() => fresh.page.getByTestId('welcome').innerText()).toContain('Hi,');
        await expect.poll(() => bodyBackground(fresh.page)).toBe(DARK_BG);
        expect(await fresh.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
      } finally {
        await fresh.context.close();
      }

      const token = await apiLogin(user);
      const res = await fetch(`${baseURL()}/api/teams`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'CD Leganés Sala', division: 'Segunda B' }),
      });
      const team = (await res.json()) as { id: string };
      await page.goto(`/teams/${team.id}/matches`);
      await page.getByTestId('new-match').click();
      await expect.poll(() => page.locator('#match-periods').inputValue()).toBe('3');
      expect(await page.locator('#match-period-duration').inputValue()).toBe('25');
    } finally {
      await context.close();
    }
  });

  it("one device never rewrites another's language and theme: only explicit choices reach the account (decision 0117)", async () => {
    const user = await signUp();
    /** Signs in on a device with its own language and theme, and waits until it has settled. */
    const device = async (locale: string, dark: boolean, width: number) => {
      const opened = await newPage(browser, { locale, width, height: 844 });
      const puts: unknown[] = [];
      opened.page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/api/settings')) puts.push(r.postDataJSON());
      });
      await opened.page.goto('/favicon.svg');
      await opened.page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
      await login(opened.page, user);
      await opened.page.getByTestId('welcome').waitFor();
      return { ...opened, puts };
    };
    /** The settings asked for once idle (decision 0084), and every effect of their reply run. */
    const settled = async (page: Page, act: () => Promise<unknown>) => {
      const traffic = watch(page, () => false);
      const settings = page.waitForResponse(
        (r) => r.url().endsWith('/api/settings') && r.request().method() === 'GET',
      );
      await act();
      await settings;
      await traffic.settled();
    };

    // The phone, in English and dark, opens the account first.
    const phone = await device('en-US', true, 390);
    const tablet = await device('es-ES', false, 820);
    try {
      await settled(phone.page, () => phone.page.reload());
      expect(phone.puts).toEqual([]);
      expect(await bodyBackground(phone.page)).toBe(DARK_BG);

      // The coach's tablet, in Spanish and light, stays so across a reload.
      await settled(tablet.page, () => tablet.page.reload());
      expect(await tablet.page.getByTestId('welcome').innerText()).toContain('Hola,');
      expect(await bodyBackground(tablet.page)).toBe(LIGHT_BG);
      expect(tablet.puts).toEqual([]);

      // A choice is the account's: the tablet's theme toggle reaches the phone, its language not.
      const saved = tablet.page.waitForResponse(
        (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
      );
      await tablet.page.getByTestId('theme-toggle').click();
      await saved;
      expect(tablet.puts).toEqual([{ theme: 'dark' }]);
      await settled(phone.page, () => phone.page.reload());
      await expect.poll(() => bodyBackground(phone.page)).toBe(DARK_BG);
      expect(await phone.page.getByTestId('welcome').innerText()).toContain('Hi,');
      await settled(tablet.page, () => tablet.page.reload());
      expect(await bodyBackground(tablet.page)).toBe(DARK_BG);
      expect(await tablet.page.getByTestId('welcome').innerText()).toContain('Hola,');
    } finally {
      await phone.context.close();
      await tablet.context.close();
    }
  });
});

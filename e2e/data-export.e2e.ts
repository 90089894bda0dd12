import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, seedCoach, seedSquad, seedTeam, useBrowser } from './fixtures';

const browser = useBrowser();

/** Clicks `button` and opens the ZIP the browser saved. */
async function downloaded(page: Page, testId: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), zip: await JSZip.loadAsync(await readFile(path)) };
}

describe("the owner's data to take away", () => {
  it('downloads the account from settings and a team from its page, as ZIPs of JSON and CSV', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, { name: 'Ñandú Futsal' });
    await seedSquad(token, team.id, 3, (n) => ({ phone: `60000000${n}` }));
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    try {
      await login(page, user);
      await page.getByTestId('welcome').waitFor();
      await page.goto('/settings');
      await page.getByTestId('settings-page').waitFor();
      await page.getByRole('heading', { name: 'Tus datos' }).waitFor();
      const account = await downloaded(page, 'export-account');
      expect(account.name).toMatch(/^futsal-account-\d{4}-\d{2}-\d{2}\.zip$/);
      const profile = JSON.parse((await account.zip.file('account.json')?.async('string')) ?? '{}');
      expect(profile.email).toBe(user.email);
      expect(account.zip.file('teams/1-nandu-futsal/players.csv')).not.toBeNull();
      await expect.poll(() => page.getByText('Datos descargados').count()).toBeGreaterThan(0);

      await page.goto(`/teams/${team.id}`);
      const squad = await downloaded(page, 'export-team');
      expect(squad.name).toMatch(/^futsal-nandu-futsal-/);
      const players = JSON.parse((await squad.zip.file('players.json')?.async('string')) ?? '[]');
      expect(players.map((p: { phone: string }) => p.phone)).toEqual([
        '600000001',
        '600000002',
        '600000003',
      ]);
    } finally {
      await context.close();
    }
  });
});

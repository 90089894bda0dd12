import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  launchBrowser,
  login,
  newPage,
  seedTeam,
  signUp,
  type TestUser,
} from './fixtures';

let browser: Browser;
let dir: string;
let logoPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'club-e2e-'));
  logoPath = join(dir, 'crest.png');
  // A real PNG crest: blue disc on white, 256×256.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/><circle cx="128" cy="128" r="110" fill="#1e88e5"/><rect x="78" y="78" width="100" height="100" fill="#ffca28"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(logoPath);
});
afterAll(async () => {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
});

async function seedClub(
  user: TestUser,
  name = 'CD Parla Futsal',
): Promise<{ token: string; teamId: string }> {
  const token = await apiLogin(user);
  const team = await seedTeam(token, {
    name,
    division: 'Tercera División',
  });
  return { token, teamId: team.id };
}

/** Whether the <img> inside `locator` has loaded real pixels. */
async function imageLoaded(locator: Locator): Promise<boolean> {
  const img = locator.locator('img');
  if ((await img.count()) === 0) return false;
  return img
    .first()
    .evaluate(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    );
}

async function pickOption(page: Page, selectTestId: string, option: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option }).click();
}

async function signedIn(user: TestUser, opts: { width?: number; locale?: string } = {}) {
  const { context, page } = await newPage(browser, opts);
  await login(page, user);
  await page.getByTestId('welcome').waitFor();
  return { context, page };
}

describe('club: teams, players, competitions', () => {
  it('creates a team with a logo: it shows in the list and in the side menu; at one team /teams shows the plan limit and the way to /pricing', async () => {
    const user = await signUp();
    const { context, page } = await signedIn(user);

    // A new coach sees the empty state with its call to action.
    await page.getByTestId('teams-empty').waitFor();
    await page.getByTestId('teams-empty-create').click();
    await page.locator('#team-name').fill('Atlético Futsal Getafe');
    await page.locator('#team-division').fill('Segunda B');
    await page.locator('#team-founded-year').fill('1998');
    await page.locator('#team-description').fill('Equipo senior de fútbol sala del barrio.');
    await page.getByTestId('team-logo-input').setInputFiles(logoPath);
    await expect.poll(() => imageLoaded(page.getByTestId('team-form-logo-preview'))).toBe(true);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/teams') && r.request().method() === 'POST',
    );
    await page.getByTestId('team-form-submit').click();
    expect((await created).status()).toBe(201);

    // The first team opens its page (decision 0119): header and side menu with the logo and the name.
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await page
      .getByTestId('team-details-name')
      .filter({ hasText: 'Atlético Futsal Getafe' })
      .waitFor();
    await expect.poll(() => imageLoaded(page.getByTestId('team-details-logo'))).toBe(true);
    await expect
      .poll(() => page.getByTestId('side-menu-team').textContent())
      .toContain('Atlético Futsal Getafe');
    await expect.poll(() => imageLoaded(page.getByTestId('side-menu-team-logo'))).toBe(true);

    // The list shows its card with the logo.
    await page.goto('/teams');
    const card = page.getByTestId('team-card').filter({ hasText: 'Atlético Futsal Getafe' });
    await card.waitFor();
    expect(await card.getByTestId('team-card-logo').getAttribute('data-has-logo')).toBe('true');
    await expect.poll(() => imageLoaded(card.getByTestId('team-card-logo'))).toBe(true);
    expect(await card.textContent()).toContain('Segunda B');

    // Without a plan one team is the limit: /teams says so, with the way to /pricing, before any
    // form is filled in (the server's 402 for a second team is in the API tests).
    await page.getByTestId('limit-teams').waitFor();
    expect(await page.getByTestId('usage-teams').textContent()).toBe('1/1 equipo');
    expect(await page.getByTestId('team-create').count()).toBe(0);
    expect(
      await page
        .getByTestId('limit-teams')
        .getByRole('link', { name: 'Ver planes' })
        .getAttribute('href'),
    ).toBe('/pricing');
    await context.close();
  });

  it('adds a player with medical info, edits it and shows it on the player page', async () => {
    const user = await signUp();
    const { teamId } = await seedClub(user);
    const { context, page } = await signedIn(user);
    await page.goto(`/teams/${teamId}/players`);

    await page.getByTestId('players-empty-create').click();
    await page.locator('#player-name').fill('Sergio Lozano');
    await page.locator('#player-number').fill('10');
    await pickOption(page, 'player-position-select', 'Pívot');
    await page.locator('#player-national-id').fill('12345678Z');
    await page.locator('#player-birth-date').fill('1996-05-14');
    await page.locator('#player-phone').fill('600111222');
    await page.locator('#player-emergency-name').fill('Ana Lozano');
    await page.locator('#player-emergency-phone').fill('600333444');
    await pickOption(page, 'player-blood-type-select', 'A+');
    await page.locator('#player-allergies').fill('Polen');
    await page.locator('#player-allergies').press('Enter');
    await page.locator('#player-allergies').fill('Ácaros');
    await page.locator('#player-allergies').press('Enter');
    await page.locator('#player-conditions').fill('Asma leve');
    await page.locator('#player-injuries').fill('Esguince de tobillo');
    await page.locator('#player-injuries').press('Enter');
    await page.getByTestId('player-form-submit').click();

    const row = page.getByTestId('player-row').filter({ hasText: 'Sergio Lozano' });
    await row.waitFor();
    expect(await row.getByTestId('player-number').textContent()).toBe('10');
    expect(await row.getByTestId('player-status').first().getAttribute('data-status')).toBe(
      'available',
    );

    await row.getByTestId('player-row-name').click();
    await page.waitForURL(/\/players\/[0-9a-f-]{36}$/);
    await page.getByTestId('player-page').waitFor();
    expect(await page.getByTestId('player-blood-type').textContent()).toBe('A+');
    expect(await page.getByTestId('player-allergies').textContent()).toContain('Ácaros');
    expect(await page.getByTestId('player-injuries').textContent()).toContain(
      'Esguince de tobillo',
    );
    expect(await page.getByTestId('medical-confidential').isVisible()).toBe(true);

    // Edit: a new allergy, a healed injury, another emergency contact, injured status.
    await page.getByTestId('player-edit').click();
    await page.locator('#player-allergies').fill('Penicilina');
    await page.locator('#player-allergies').press('Enter');
    await page
      .getByTestId('player-injuries-chips')
      .getByTestId('chip-item')
      .filter({ hasText: 'Esguince de tobillo' })
      .locator('.MuiChip-deleteIcon')
      .click();
    await page.locator('#player-injury-history').fill('Esguince de tobillo (2025)');
    await page.locator('#player-injury-history').press('Enter');
    await page.locator('#player-emergency-name').fill('Laura Pérez');
    await pickOption(page, 'player-status-select', 'Lesionado');
    await page.getByTestId('player-form-submit').click();
    await page.getByTestId('player-form-dialog').waitFor({ state: 'hidden' });

    await expect
      .poll(() => page.getByTestId('player-allergies').textContent())
      .toContain('Penicilina');
    expect(await page.getByTestId('player-allergies').textContent()).toContain('Polen');
    expect(await page.getByTestId('player-injury-history').textContent()).toContain(
      'Esguince de tobillo (2025)',
    );
    expect(await page.getByTestId('player-emergency-name').textContent()).toBe('Laura Pérez');
    expect(await page.getByTestId('player-status').first().getAttribute('data-status')).toBe(
      'injured',
    );

    // After a reload it is still there (it came from the server).
    await page.reload();
    await expect
      .poll(() => page.getByTestId('player-allergies').textContent())
      .toContain('Penicilina');
    await context.close();
  });

  it('creates a cup: it appears in the side menu at once with the cup icon; end before start is refused', async () => {
    const user = await signUp();
    const { teamId } = await seedClub(user);
    const { context, page } = await signedIn(user);
    await page.goto(`/teams/${teamId}/tournaments/new`);

    await page.locator('#competition-name').fill('Copa Comunidad');
    await page.getByTestId('competition-type-cup').click();
    await page.locator('#competition-start-date').fill('2026-03-10');
    await page.locator('#competition-end-date').fill('2026-03-01');
    await page.locator('#competition-location').fill('Pabellón Municipal');
    await page.getByTestId('competition-submit').click();
    await page.getByText('La fecha de fin debe ser posterior a la de inicio').waitFor();

    await page.locator('#competition-end-date').fill('2026-05-30');
    await page.getByTestId('competition-submit').click();
    await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}$/);

    const entry = page.getByTestId('menu-competition').filter({ hasText: 'Copa Comunidad' });
    await entry.waitFor();
    expect(await entry.getByTestId('competition-icon-cup').count()).toBe(1);

    // Editing the name renames the menu entry at once too.
    await page.getByTestId('competition-delete').waitFor();
    await page.locator('#competition-name').fill('Copa Comunidad de Madrid');
    await page.getByTestId('competition-submit').click();
    await page
      .getByTestId('menu-competition')
      .filter({ hasText: 'Copa Comunidad de Madrid' })
      .waitFor();

    // Deleting removes it from the menu.
    await page.getByTestId('competition-delete').click();
    expect(await page.getByTestId('confirm-delete-text').textContent()).toContain(
      'Copa Comunidad de Madrid',
    );
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('menu-competition').count()).toBe(0);
    await context.close();
  });

  it('shows field errors in Spanish, and translated in English', async () => {
    const user = await signUp();
    const { teamId } = await seedClub(user);
    const { context, page } = await signedIn(user);

    const fillBadPlayer = async () => {
      await page.getByTestId('players-empty-create').click();
      await page.locator('#player-name').fill('A');
      await page.locator('#player-number').fill('100');
      await page.locator('#player-national-id').fill('123');
      await page.getByTestId('player-form-submit').click();
    };

    await page.goto(`/teams/${teamId}/players`);
    await fillBadPlayer();
    await page.getByText('El nombre debe tener entre 2 y 50 caracteres').waitFor();
    await page.getByText('El dorsal debe ser mayor que 0 y menor que 100').waitFor();
    await page.getByText('El documento de identidad debe tener entre 5 y 20 caracteres').waitFor();

    await page.goto(`/teams/${teamId}/players?lng=en`);
    await fillBadPlayer();
    await page.getByText('The name must be between 2 and 50 characters').waitFor();
    await page.getByText('The shirt number must be greater than 0 and less than 100').waitFor();
    expect(await page.getByText('El nombre debe tener entre 2 y 50 caracteres').count()).toBe(0);
    await context.close();
  });
});

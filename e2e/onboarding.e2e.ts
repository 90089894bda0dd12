import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, login, newPage, newUser, seedTeam, signUp, useBrowser } from './fixtures';

const browser = useBrowser();

/** A reply (the squad after an import, the team's lists) can take seconds on a loaded machine. */
const SLOW = { timeout: 20_000 };

const TEAM = 'CD Alcorcón Sala';
const SQUAD: [string, number][] = [
  ['Íñigo Sáenz', 1],
  ['Raúl Campos', 4],
  ['Pablo Ramírez', 7],
  ['Sergio Lozano', 10],
  ['Carlos Ortiz', 11],
  ['Diego Quintela', 2],
  ['Adolfo Fernández', 3],
  ['Javier Mínguez', 5],
  ['Marcos Tomás', 6],
  ['Andresito Vieira', 8],
  ['Borja Díaz', 9],
  ['Cecilio Morales', 12],
  ['Mario Rivillos', 13],
  ['Jesús Herrero', 14],
];

/** The squad as a coach keeps it: a sheet with a header row, name and shirt number. */
async function squadXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plantilla');
  sheet.addRow(['Nombre', 'Dorsal']);
  for (const [name, number] of SQUAD) sheet.addRow([name, number]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const guide = (page: Page): Locator =>
  page.getByRole('region', { name: 'Pon en marcha tu equipo' });
const stepState = (page: Page, key: string) =>
  guide(page).getByTestId(`guide-step-${key}`).getAttribute('data-state');

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2 A and AA violations inside `selector`, as the page sweep reads them. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<Result> } })
      .axe;
    const { violations } = await axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } },
    );
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** Back to the team's page through the top bar's breadcrumbs, as a coach would. */
async function backToTeam(page: Page): Promise<void> {
  await page.getByTestId('breadcrumbs').getByRole('link', { name: TEAM }).click();
  await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
  await page.getByTestId('team-details-name').filter({ hasText: TEAM }).waitFor();
}

describe('onboarding: a new coach, from sign-up to the first match', () => {
  it('signs up, creates the team, imports a squad of 14 from a spreadsheet, schedules a match by the guided path, and the path is gone at the end', async () => {
    const { context, page } = await newPage(browser());
    const user = newUser();

    // Sign up and sign in through the forms.
    await page.goto('/register');
    await page.getByLabel(/^Nombre/).fill(user.firstName);
    await page.getByLabel(/^Apellidos/).fill(user.lastName);
    await page.getByLabel(/^Correo electrónico/).fill(user.email);
    await page.getByLabel(/^Contraseña/).fill(user.password);
    await page.getByLabel(/^Confirmar contraseña/).fill(user.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/login');
    await login(page, user);

    // The first team: its page opens, with the guided path, players the step to do.
    await page.getByRole('button', { name: 'Crear mi primer equipo' }).click();
    await page.getByLabel(/^Nombre del equipo/).fill(TEAM);
    await page.getByRole('button', { name: 'Crear equipo' }).click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await guide(page).waitFor();
    expect(await stepState(page, 'team')).toBe('done');
    expect(await stepState(page, 'players')).toBe('next');
    // Shown as soon as the team's players are known; the other steps as their replies come.
    await expect.poll(() => stepState(page, 'competition'), SLOW).toBe('todo');
    await expect.poll(() => stepState(page, 'match'), SLOW).toBe('todo');
    // With no players, the next-match card leads to the squad, not to a new match.
    const nextMatch = page.getByTestId('next-match-card');
    expect(await nextMatch.getByRole('link', { name: 'Añadir jugadores' }).count()).toBe(1);
    expect(await nextMatch.getByRole('link', { name: 'Nuevo partido' }).count()).toBe(0);

    // Players: the squad kept in a spreadsheet goes in at once, previewed, then confirmed.
    await guide(page).getByRole('link', { name: 'Importar de una hoja de cálculo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar jugadores' });
    await dialog.waitFor();
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'plantilla.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await squadXlsx(),
    });
    await expect
      .poll(() => dialog.getByTestId('import-row-status').count(), { timeout: 20_000 })
      .toBe(SQUAD.length);
    await dialog.getByRole('button', { name: /Importar 14/ }).click();
    await dialog.getByTestId('import-done').waitFor();
    await dialog.getByTestId('import-close').click();
    await expect.poll(() => page.getByTestId('player-row').count(), SLOW).toBe(SQUAD.length);

    // Competition.
    await backToTeam(page);
    await expect.poll(() => stepState(page, 'players'), SLOW).toBe('done');
    expect(await stepState(page, 'competition')).toBe('next');
    await guide(page).getByRole('link', { name: 'Crear competición' }).click();
    await page.getByLabel(/^Nombre/).fill('Liga Tercera División');
    await page.getByLabel(/^Fecha de inicio/).fill('2026-09-12');
    await page.getByRole('button', { name: 'Crear competición' }).click();
    await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Volver al equipo' }).click();
    await page.getByTestId('team-details-name').filter({ hasText: TEAM }).waitFor();

    // The first match.
    await expect.poll(() => stepState(page, 'competition'), SLOW).toBe('done');
    expect(await stepState(page, 'match')).toBe('next');
    await guide(page).getByRole('link', { name: 'Programar el primer partido' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo partido' });
    await form.waitFor();
    await form.getByLabel(/^Rival/).fill('Inter Movistar');
    await form.getByLabel(/^Lugar/).fill('Pabellón Municipal');
    await form.getByRole('button', { name: 'Crear partido' }).click();
    await page.waitForURL(/\/matches\/[0-9a-f-]{36}$/);

    // Every step done: the team page shows its match, and the path is gone.
    await backToTeam(page);
    await page.getByTestId('next-match-opponent').filter({ hasText: 'Inter Movistar' }).waitFor();
    await page.getByTestId('team-record').waitFor();
    expect(await guide(page).count()).toBe(0);
    await context.close();
  });

  it('meets WCAG AA, and is closed for good with its close button, for that team', async () => {
    const user = await signUp();
    const team = await seedTeam(await apiLogin(user), { name: TEAM });
    const { context, page } = await newPage(browser());
    await login(page, user);
    await page
      .getByTestId('team-card')
      .filter({ hasText: TEAM })
      .getByTestId('team-card-open')
      .click();
    await guide(page).waitFor();
    // The path and the quick add meet WCAG AA in both themes.
    for (const theme of ['Activar modo oscuro', 'Activar modo claro']) {
      await expect.poll(() => stepState(page, 'match'), SLOW).toBe('todo');
      expect(await axeViolations(page, '[data-testid="guided-path"]')).toEqual([]);
      await guide(page).getByRole('link', { name: 'Añadir jugadores' }).click();
      await page.getByTestId('quick-add-form').waitFor();
      await page.getByLabel(/^Nombre completo/).fill('Íñigo Sáenz');
      await page.getByLabel(/^Nombre completo/).press('Enter');
      await page.getByTestId('quick-add-row').first().waitFor();
      expect(await axeViolations(page, '[data-testid="quick-add-dialog"]')).toEqual([]);
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.getByRole('button', { name: theme }).click();
      await page.getByTestId('breadcrumbs').getByRole('link', { name: TEAM }).click();
      await guide(page).waitFor();
    }
    await guide(page).getByRole('button', { name: 'Ocultar la guía' }).click();
    await expect.poll(() => guide(page).count(), SLOW).toBe(0);

    await page.reload();
    await page.getByTestId('team-details-name').filter({ hasText: TEAM }).waitFor();
    await page.getByTestId('next-match-card').waitFor();
    expect(await guide(page).count()).toBe(0);
    expect(page.url()).toContain(team.id);

    // The matches page of a team without players also puts the squad first.
    await page.getByRole('link', { name: 'Todos los partidos', exact: true }).click();
    const empty = page.getByTestId('matches-empty');
    await empty.getByRole('link', { name: 'Añadir jugadores' }).waitFor();
    await empty.getByRole('link', { name: 'Añadir jugadores' }).click();
    await page.getByRole('dialog', { name: /Añadir jugadores/ }).waitFor();
    await context.close();
  });
});

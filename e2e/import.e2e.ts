import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, login, newPage, seedCoach, seedTeam, useBrowser } from './fixtures';

/**
 * A squad imported through the players page (decision 0116): a 14-player .xlsx into an empty
 * team, then a CSV as Excel writes it in Spain (`;`, Windows-1252) that updates two players by
 * their number and adds one, after a first version of it with a bad row was shown and refused.
 */

const browser = useBrowser();

const POSITIONS = ['Portero', 'Cierre', 'Ala', 'Ala', 'Pívot', 'Universal', 'Ala'];

async function squadXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plantilla');
  sheet.addRow(['Nombre', 'Dorsal', 'Posición', 'Pie', 'DNI', 'Fecha de nacimiento']);
  for (let n = 1; n <= 14; n += 1)
    sheet.addRow([
      `Jugador ${n}`,
      n,
      POSITIONS[n % POSITIONS.length],
      n % 3 === 0 ? 'Zurdo' : 'Diestro',
      `${String(n).padStart(8, '0')}Z`,
      new Date(Date.UTC(1995 + (n % 10), n % 12, n)),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV as Spanish Excel saves it: `;` between cells, Windows-1252 (latin1 covers its letters here). */
const spanishCsv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('import-file-input').setInputFiles({ name, mimeType, buffer });
}

/** A file's upload, preview and dry run take a few seconds on a busy machine. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

const actions = (page: Page) =>
  page
    .getByTestId('import-row-status')
    .evaluateAll((chips) => chips.map((c) => c.getAttribute('data-action')));

describe('importing a squad from a spreadsheet', () => {
  it('adds 14 players from an .xlsx, then updates and adds from a CSV', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, { name: 'CD Importación' });
    const { context, page } = await newPage(browser());
    try {
      await login(page, user);
      await page.waitForURL(/\/(dashboard|teams)$/);
      await page.goto(`/teams/${team.id}/players`);
      await page.getByTestId('players-empty-import').click();

      await chooseFile(
        page,
        'plantilla.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        await squadXlsx(),
      );
      await eventually(() => actions(page)).toEqual(Array(14).fill('create'));
      await page.getByTestId('import-confirm').click();
      await page.getByTestId('import-done').waitFor();
      expect(await page.getByTestId('import-done-created').textContent()).toBe(
        '14 jugadores añadidos',
      );
      await page.getByTestId('import-close').click();
      await eventually(() => page.getByTestId('player-row').count()).toBe(14);

      // The CSV: #7 renamed, #3's foot changed, #15 new, its national id under a header the
      // import does not know; first with a number out of range.
      const rows = (fifteen: string) => [
        'Nombre;Número;Pie;Carnet',
        'Íñigo Núñez;7;;',
        'Jugador 3;3;Ambos;',
        `Óscar Peña;${fifteen};Izquierdo;12345678Z`,
      ];
      await page.getByTestId('player-import').click();
      await chooseFile(page, 'plantilla.csv', 'text/csv', spanishCsv(rows('150')));
      await eventually(() => actions(page)).toEqual(['update', 'update', 'error']);
      expect(await page.getByTestId('import-row-errors').textContent()).toContain(
        'Dorsal: El dorsal debe ser mayor que 0 y menor que 100',
      );
      expect(await page.getByTestId('import-confirm').isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Cambiar archivo' }).click();
      await chooseFile(page, 'plantilla.csv', 'text/csv', spanishCsv(rows('15')));
      // A name and a number make a player (decision 0119): #15 goes in as it is.
      await eventually(() => actions(page)).toEqual(['update', 'update', 'create']);
      // The unknown column mapped by hand: #15 has its national id, the updates keep theirs.
      await page.getByTestId('import-map-3').click();
      await page.getByRole('option', { name: 'Documento de identidad' }).click();
      await eventually(() => actions(page)).toEqual(['update', 'update', 'create']);
      await page.getByTestId('import-confirm').click();
      await page.getByTestId('import-done').waitFor();
      await page.getByTestId('import-close').click();
      await eventually(() => page.getByTestId('player-row').count()).toBe(15);

      const squad = await api<
        { number: number; name: string; preferredFoot: string; nationalId: string }[]
      >(token, 'GET', `/teams/${team.id}/players`);
      const byNumber = new Map(squad.map((p) => [p.number, p]));
      expect(byNumber.get(7)).toMatchObject({ name: 'Íñigo Núñez', nationalId: '00000007Z' });
      expect(byNumber.get(3)?.preferredFoot).toBe('both');
      expect(byNumber.get(15)).toMatchObject({
        name: 'Óscar Peña',
        preferredFoot: 'left',
        nationalId: '12345678Z',
      });
    } finally {
      await context.close();
    }
  });
});

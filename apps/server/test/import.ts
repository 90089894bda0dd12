import type { TPlayerImportRow } from '@futsal/shared';
import ExcelJS from 'exceljs';
import type { App } from '../src/app';
import { bearer, multipartBody } from './helpers';

/** A CSV file of the rows, cells joined by the separator (quoted when they hold it). */
export function csvOf(rows: (string | number)[][], separator = ',', bom = false): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return text.includes(separator) || text.includes('"') || text.includes('\n')
      ? `"${text.replaceAll('"', '""')}"`
      : text;
  };
  const text = rows.map((row) => row.map(quote).join(separator)).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from(bom ? '\ufeff' : ''), Buffer.from(text, 'utf8')]);
}

/** An .xlsx whose first sheet holds the rows, as a spreadsheet program writes it. */
export async function xlsxOf(rows: unknown[][], sheetName = 'Plantilla'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /teams/{id}/players/import/preview with the file. */
export function previewImport(
  app: App,
  token: string | null,
  teamId: string,
  file: Buffer,
  filename = 'plantilla.csv',
  contentType = 'text/csv',
  language = 'es',
) {
  const body = multipartBody('file', filename, contentType, file);
  return app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/players/import/preview`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

/** POST /teams/{id}/players/import: a dry run, or the import itself with `confirm`. */
export function runImport(
  app: App,
  token: string | null,
  teamId: string,
  rows: TPlayerImportRow[],
  confirm?: boolean,
  language = 'es',
) {
  return app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/players/import`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    payload: confirm === undefined ? { rows } : { rows, confirm },
  });
}

/** A squad's rows as mapped fields: `count` players numbered from `first`. */
export function squadRows(count: number, first = 1): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Jugador ${first + i}`,
    number: String(first + i),
    primaryPosition: 'Ala',
    nationalId: `DNI${String(first + i).padStart(5, '0')}`,
  }));
}

import { saveBlob } from '../../../lib/save-blob';

/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends and a UTF-8 byte
 * order mark so Excel opens accents (Martín, São) right. Cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe.
 */
export type TCsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: TCsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly TCsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly TCsvCell[])[],
): void {
  saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}

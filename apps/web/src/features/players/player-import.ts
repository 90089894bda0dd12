import type { TPlayerImportPreview, TPlayerImportRow } from '@futsal/shared/schemas/player-import';
import { IMPORT_FIELDS, type TImportField } from '@futsal/shared/values/player-import';
import { isApiError } from '../../lib/api-client';

export type TMapping = (TImportField | null)[];

/** Each row's cells under the field its column is mapped to; unmapped columns are left out. */
export function rowsOf(
  preview: Pick<TPlayerImportPreview, 'rows'>,
  mapping: TMapping,
): TPlayerImportRow[] {
  return preview.rows.map((cells) => {
    const row: TPlayerImportRow = {};
    mapping.forEach((field, column) => {
      if (field) row[field] = cells[column] ?? '';
    });
    return row;
  });
}

/** The mapping with `field` on `column`, taken off any other column: a field comes from one. */
export function assignField(mapping: TMapping, column: number, field: TImportField | null) {
  return mapping.map((current, i) => (i === column ? field : current === field ? null : current));
}

/** Whether the columns a new player needs (name and number) are mapped. */
export const hasKeyColumns = (mapping: TMapping) =>
  mapping.includes('name') && mapping.includes('number');

export interface RowError {
  path: string;
  key: string;
  message: string;
}

/**
 * The per-row errors of a refused import (400, `rows.<i>.<field>`): what a confirm answers when a
 * row went wrong meanwhile, or a dry run whose cells the server refused before reading the rows.
 */
export function rowErrorsOf(err: unknown): Map<number, RowError[]> {
  const byRow = new Map<number, RowError[]>();
  if (!isApiError(err)) return byRow;
  for (const detail of err.details) {
    const match = /^rows\.(\d+)\.?(.*)$/.exec(detail.path);
    if (!match) continue;
    const row = Number(match[1]);
    byRow.set(row, [...(byRow.get(row) ?? []), { ...detail, path: match[2] ?? '' }]);
  }
  return byRow;
}

/**
 * A CSV with the fields' headers in the coach's language, as Excel opens it there: `;` where
 * the decimal separator is a comma (es, it, pt), `,` in English, and a BOM so accents read right.
 */
export function templateCsv(labelOf: (field: TImportField) => string, language: string): string {
  const separator = language.startsWith('en') ? ',' : ';';
  const cell = (text: string) =>
    text.includes(separator) || text.includes('"') ? `"${text.replaceAll('"', '""')}"` : text;
  return `\ufeff${IMPORT_FIELDS.map((f) => cell(labelOf(f))).join(separator)}\r\n`;
}

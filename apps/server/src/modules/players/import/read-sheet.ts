import { LIMITS } from '@futsal/shared';
import { AppError } from '../../../lib/errors';
import { loadExcel, loadFileType, loadPapa } from '../../../lib/lazy';
import { checkZip } from './zip-guard';

/** A spreadsheet's cells as text: its header row and the rows under it, blank ones left out. */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const { maxRows, maxColumns, maxCell, maxUnpackedBytes } = LIMITS.playerImport;

/** 400 or 413 with the import's own text (the generic upload texts speak of images and 5 MB). */
export const importError = (
  code: 'VALIDATION_ERROR' | 'UNSUPPORTED_FILE_TYPE' | 'FILE_TOO_LARGE',
  key: 'type' | 'size' | 'rows' | 'empty' | 'unreadable',
) => new AppError(code, { pendingDetails: [{ path: 'file', key: `validation.import.${key}` }] });

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * Reads an .xlsx (its first worksheet with cells) or a CSV (any of , ; tab | as separator, UTF-8
 * with or without BOM, UTF-16 with BOM, else Windows-1252 as Excel writes it in Spain). Anything
 * else is 415; more than the import's rows or columns is 400; nothing is kept.
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  let table: string[][];
  if (isZip(bytes)) {
    const zip = checkZip(bytes, maxUnpackedBytes);
    if (zip !== 'fits')
      throw importError('VALIDATION_ERROR', zip === 'over' ? 'rows' : 'unreadable');
    table = await readXlsx(bytes);
  } else {
    table = await readCsv(await decodeText(bytes));
  }
  const filled = table
    .map((row) => row.map((cell) => cell.trim().slice(0, maxCell)))
    .filter((row) => row.some((cell) => cell !== ''));
  const [headers, ...rows] = filled;
  if (!headers || rows.length === 0) throw importError('VALIDATION_ERROR', 'empty');
  const width = Math.max(...filled.map(lastFilled));
  if (rows.length > maxRows || width > maxColumns) throw importError('VALIDATION_ERROR', 'rows');
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return { headers: pad(headers), rows: rows.map(pad) };
}

const lastFilled = (row: string[]) => row.findLastIndex((cell) => cell !== '') + 1;

/** Control characters other than tab and line ends: a binary file, not a spreadsheet's text. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f]/;

/**
 * The file as text. A byte-order mark, or valid UTF-8, says it is text whatever its first bytes
 * look like (file-type takes UTF-16's FF FE for an MPEG frame, and any "BM…" for a bitmap). Only
 * bytes that are not UTF-8 are asked about: a format file-type knows (an old .xls, an image) is
 * refused, anything else is read as Windows-1252.
 */
async function decodeText(bytes: Buffer): Promise<string> {
  let text: string | null = null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      if (await (await loadFileType())(bytes)) throw importError('UNSUPPORTED_FILE_TYPE', 'type');
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (BINARY.test(text)) throw importError('UNSUPPORTED_FILE_TYPE', 'type');
  return text;
}

async function readCsv(text: string): Promise<string[][]> {
  const Papa = await loadPapa();
  const rows: string[][] = [];
  // Past the limit by a row is enough to refuse it: the rest is not parsed. Counted here, not
  // with papaparse's `preview`, which counts blank lines too and would cut real rows after them.
  Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    step: (row, parser) => {
      if (!row.data.some((cell) => cell.trim() !== '')) return;
      rows.push(row.data);
      if (rows.length > maxRows + 1) parser.abort();
    },
  });
  return rows;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (err) {
    throw new AppError('VALIDATION_ERROR', {
      cause: err,
      pendingDetails: [{ path: 'file', key: 'validation.import.unreadable' }],
    });
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw importError('VALIDATION_ERROR', 'empty');
  if (sheet.actualRowCount > maxRows + 1 || sheet.actualColumnCount > maxColumns)
    throw importError('VALIDATION_ERROR', 'rows');
  const table: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column <= maxColumns) cells[column - 1] = textOf(cell.value);
    });
    table.push(Array.from(cells, (c) => c ?? ''));
  });
  return table;
}

/** A cell's value as the coach sees it: dates as YYYY-MM-DD, formulas as their result. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: unknown }[]; result?: unknown; text?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => textOf(r.text)).join('');
    if ('result' in v) return textOf(v.result);
    if ('text' in v) return textOf(v.text);
  }
  return '';
}

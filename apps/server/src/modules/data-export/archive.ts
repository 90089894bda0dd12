import type { Readable } from 'node:stream';
import { loadArchiver, loadPapa } from '../../lib/lazy';

export interface ArchiveEntry {
  name: string;
  body: string | Buffer;
}

/** A cell of a CSV row: nested values (a lineup, medical data) as their JSON. */
const cell = (v: unknown): string | number | boolean | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return v as string | number | boolean;
};

/**
 * The same rows as a JSON file and a CSV file (header from the first row's keys, UTF-8 with a
 * BOM so spreadsheet programs read accents right).
 */
export async function table(
  name: string,
  rows: readonly Record<string, unknown>[],
): Promise<ArchiveEntry[]> {
  const Papa = await loadPapa();
  const fields = Object.keys(rows[0] ?? {});
  const csv = Papa.unparse({
    fields,
    data: rows.map((r) => fields.map((f) => cell(r[f]))),
  });
  return [
    { name: `${name}.json`, body: JSON.stringify(rows, null, 2) },
    { name: `${name}.csv`, body: `\uFEFF${csv}\r\n` },
  ];
}

/** A ZIP of the entries, streamed as it is compressed. */
export async function zipOf(entries: readonly ArchiveEntry[]): Promise<Readable> {
  const archiver = await loadArchiver();
  const zip = archiver('zip', { zlib: { level: 6 } });
  for (const e of entries) zip.append(e.body, { name: e.name });
  void zip.finalize();
  return zip;
}

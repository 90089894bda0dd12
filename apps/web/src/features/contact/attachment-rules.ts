import { contactFilesError, sniffContactFileType } from '@futsal/shared/schemas/contact';

/** The first 16 bytes say what a file is; its name and the browser's claim do not. */
async function sniff(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffContactFileType(head) ?? 'unknown';
}

/** The catalog key of the first rule the files break (spec §5: 3 files, 5MB, images or PDF), or null. */
export async function attachmentsError(files: readonly File[]): Promise<string | null> {
  const infos = await Promise.all(files.map(async (f) => ({ size: f.size, type: await sniff(f) })));
  return contactFilesError(infos);
}

/** 1.2 MB, 340 KB: sizes as a coach reads them. */
export function formatSize(bytes: number, lng: string): string {
  const fmt = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${fmt.format(bytes / (1024 * 1024))} MB`;
  return `${fmt.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

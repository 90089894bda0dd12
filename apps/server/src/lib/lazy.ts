/**
 * A package loaded at its first use instead of at start-up (decision 0070):
 * PDFs, images, mail and payment SDKs cost a restart hundreds of milliseconds
 * to load although most runs never call them. A failed load is retried next time.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

export const loadSharp = lazy(async () => (await import('sharp')).default);
export const loadFileType = lazy(async () => (await import('file-type')).fileTypeFromBuffer);
/** Spreadsheet readers of a squad's import (decision 0116). */
export const loadExcel = lazy(async () => (await import('exceljs')).default);
export const loadPapa = lazy(async () => (await import('papaparse')).default);
/** The data export's ZIP writer (decision 0156). */
export const loadArchiver = lazy(async () => (await import('archiver')).default);

import { threadId } from 'node:worker_threads';
import { renderReport, type ReportJob } from './report-jobs';

/**
 * What a render thread answers. A builder's own error comes back as data, so
 * the pool's rejections mean only that the thread died or overran (decision 0164).
 */
export type ReportWorkerReply =
  { ok: true; pdf: Uint8Array; threadId: number } | { ok: false; message: string; stack?: string };

/**
 * The render threads' entry (tinypool calls the default export with each job).
 * Bundled as dist/pdf-worker.mjs next to the server (scripts/server-build.mjs);
 * run from this file through tsx's loader otherwise.
 */
export default async function renderInWorker(job: ReportJob): Promise<ReportWorkerReply> {
  try {
    return { ok: true, pdf: await renderReport(job), threadId };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return { ok: false, message: e.message, stack: e.stack };
  }
}

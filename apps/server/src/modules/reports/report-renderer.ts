import path from 'node:path';
import type Tinypool from 'tinypool';
import { AppError } from '../../lib/errors';
import type { JobLog } from '../../lib/job-log';
import type { ReportWorkerReply } from './pdf-worker';
import { renderReport, type ReportJob } from './report-jobs';

export interface ReportRendererOptions {
  /** Render threads; 0 renders on the request thread (the bench's "before"). */
  threads: number;
  /** Reports waiting for a thread; one more is refused with 503 REPORTS_BUSY. */
  queue: number;
  /** A render past it loses its thread (a stuck render must not hold one for good). */
  timeoutMs: number;
  /** Tests: another worker module (its default export receives the jobs) and its workerData. */
  worker?: { filename: string; workerData?: unknown };
}

/** How long a refused client waits before asking again: a queue of reports drains in seconds. */
export const REPORTS_BUSY_RETRY_AFTER_SECONDS = 5;
const CRASH_RETRY_AFTER_SECONDS = 2;
/** An idle thread is kept this long: reports come in bursts (a coach prints several). */
const IDLE_MS = 120_000;
/** A render's heap cap: a runaway report ends its thread, not the server. */
const MAX_HEAP_MB = 512;

/**
 * Where the worker entry is. This module runs from dist/main.mjs in the bundle `npm start` runs,
 * and the build writes dist/pdf-worker.mjs beside it; from the sources it is the .ts file here,
 * loaded through tsx. (import.meta.filename, not the URL form, which the build rewrites to the source.)
 */
function workerFile(): string {
  const fromSources = import.meta.filename.endsWith('.ts');
  return path.join(import.meta.dirname, fromSources ? 'pdf-worker-tsx.mjs' : 'pdf-worker.mjs');
}

/**
 * Renders report PDFs on a small pool of worker threads (issue 41, decision 0164): pdfmake's
 * layout is synchronous CPU work, and ten reports at once held the event loop for half a second.
 * The pool starts at the first report and closes with the app. At most `threads + queue` reports
 * are in hand; past that the request is refused at once (503 REPORTS_BUSY, Retry-After) rather
 * than queued without bound. A thread that dies or overruns fails only its own report
 * (503 SERVICE_UNAVAILABLE) and is replaced.
 */
export class ReportRenderer {
  private pool: Promise<Tinypool> | null = null;
  private inHand = 0;
  private closed = false;

  constructor(
    private readonly opts: ReportRendererOptions,
    private readonly log?: JobLog,
  ) {}

  async render(job: ReportJob): Promise<Buffer> {
    if (this.opts.threads === 0) return renderReport(job);
    return (await this.renderInWorker(job)).pdf;
  }

  /** The PDF and the thread that rendered it (tests check it was not the request's). */
  async renderInWorker(job: ReportJob): Promise<{ pdf: Buffer; threadId: number }> {
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE');
    if (this.inHand >= this.opts.threads + this.opts.queue) {
      throw new AppError('REPORTS_BUSY', {
        headers: { 'retry-after': String(REPORTS_BUSY_RETRY_AFTER_SECONDS) },
      });
    }
    this.inHand += 1;
    let reply: ReportWorkerReply;
    try {
      const pool = await (this.pool ??= this.start());
      reply = (await pool.run(job, {
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      })) as ReportWorkerReply;
    } catch (err) {
      this.log?.error({ err, job: 'report-render', kind: job.kind }, 'a report thread failed');
      throw new AppError('SERVICE_UNAVAILABLE', {
        headers: { 'retry-after': String(CRASH_RETRY_AFTER_SECONDS) },
        cause: err,
      });
    } finally {
      this.inHand -= 1;
    }
    // The builder's own error: the same failure a render on this thread would have raised.
    if (!reply.ok) throw Object.assign(new Error(reply.message), { stack: reply.stack });
    return {
      pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength),
      threadId: reply.threadId,
    };
  }

  private async start(): Promise<Tinypool> {
    const { Tinypool } = await import('tinypool');
    const pool = new Tinypool({
      filename: this.opts.worker?.filename ?? workerFile(),
      workerData: this.opts.worker?.workerData,
      // Nothing of the parent's flags: vitest's and the CLI's are not all valid in a thread.
      execArgv: [],
      minThreads: 0,
      maxThreads: this.opts.threads,
      // The bound is kept above (inHand); tinypool's own would count a starting thread as room.
      maxQueue: this.opts.threads + this.opts.queue,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
    });
    // A thread that dies between tasks (or while starting) is reported here, not thrown at the process.
    pool.on('error', (err: unknown) =>
      this.log?.error({ err, job: 'report-render' }, 'a report thread died'),
    );
    return pool;
  }

  /** Ends the threads (the app's onClose); reports still queued fail with 503. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await (await pool).destroy();
  }
}

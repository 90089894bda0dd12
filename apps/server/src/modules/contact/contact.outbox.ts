import type { JobLog } from '../../lib/job-log';
import type { Mailer, OutgoingMail } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { contactMail } from './contact.mail';
import type { ContactRepository } from './contact.repository';

export interface MailOutboxOptions {
  repo: ContactRepository;
  storage: FileStorage;
  mailer: Mailer;
  from: string;
  to: string;
  /** Seconds between polls, and the first retry delay (doubling up to an hour). */
  pollSeconds: number;
  maxAttempts: number;
  now?: () => Date;
  /**
   * The mail of a call-up's answer reminder (decision 0167), built when it is sent; null: no
   * longer due (answered, revoked, moved...), so the row is skipped, not sent.
   */
  reminders?: { mailFor(callupId: string, reminderFor: Date): Promise<OutgoingMail | null> };
  /** Each run's summary and each failure (ids, counts and the error; never an address or the message). */
  log?: JobLog;
}

/** Longer than any SMTP exchange can last with the mailer's timeouts. */
const LEASE_MS = 5 * 60_000;
const MAX_DELAY_MS = 60 * 60_000;
const BATCH = 10;

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
  /** Reminders no longer due when their turn came (decision 0167). */
  skipped: number;
}

/**
 * Sends stored contact messages and retries the ones that fail (decision
 * 0027). `runOnce()` is the whole job; `start()` runs it on a timer and
 * `kick()` right after a submission. Safe with several instances: rows are
 * claimed with FOR UPDATE SKIP LOCKED under a lease.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<OutboxRun> | null = null;
  private again = false;
  private stopped = false;
  private started = false;
  private readonly now: () => Date;

  constructor(private readonly opts: MailOutboxOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  /** The delay before attempt n+1 after n failed ones. */
  retryDelayMs(attempts: number): number {
    return Math.min(this.opts.pollSeconds * 1000 * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  }

  /** One run, logged: its counts, or its failure (which it throws again). */
  async runOnce(): Promise<OutboxRun> {
    const started = Date.now();
    try {
      const result = await this.run();
      const changed = result.sent + result.retried + result.failed + result.skipped > 0;
      this.opts.log?.[changed ? 'info' : 'debug'](
        { job: 'mail', ...result, ms: Date.now() - started },
        'mail outbox run done',
      );
      return result;
    } catch (err) {
      this.opts.log?.error(
        { job: 'mail', err, ms: Date.now() - started },
        'mail outbox run failed; the next run retries',
      );
      throw err;
    }
  }

  private async run(): Promise<OutboxRun> {
    const result: OutboxRun = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    for (;;) {
      const now = this.now();
      const claimed = await this.opts.repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const row of claimed) {
        const outcome =
          row.callupId && row.reminderFor
            ? await this.deliverReminder(row.id, row.callupId, row.reminderFor, row.attempts)
            : await this.deliver(row.id, row.contactMessageId ?? '', row.attempts);
        result[outcome] += 1;
      }
      if (claimed.length < BATCH || this.stopped) return result;
    }
  }

  private async deliver(id: string, messageId: string, attempts: number): Promise<keyof OutboxRun> {
    const { repo, storage, mailer, log } = this.opts;
    try {
      const found = await repo.findMessage(messageId);
      if (!found) throw new Error('contact message not found');
      const files = await Promise.all(
        found.attachments.map(async (row) => {
          const file = await storage.get(row.storageKey);
          if (!file) throw new Error(`attachment ${row.id} missing from storage`);
          return { row, content: file.body };
        }),
      );
      await mailer.send(
        contactMail(found.message, files, { from: this.opts.from, to: this.opts.to }),
      );
      await repo.markSent(id, this.now());
      log?.info({ job: 'mail', outboxId: id, via: mailer.kind }, 'contact mail sent');
      return 'sent';
    } catch (err) {
      // The error text only: no mail content, no addresses of the transport.
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (attempts >= this.opts.maxAttempts) {
        await repo.markFailed(id, reason);
        log?.error(
          { job: 'mail', outboxId: id, attempts, err },
          'contact mail given up; the message stays stored',
        );
        return 'failed';
      }
      await repo.markRetry(
        id,
        new Date(this.now().getTime() + this.retryDelayMs(attempts)),
        reason,
      );
      log?.warn({ job: 'mail', outboxId: id, attempts, err }, 'contact mail not sent; will retry');
      return 'retried';
    }
  }

  /** A call-up's reminder: built from the row as it is now, sent, or skipped when no longer due. */
  private async deliverReminder(
    id: string,
    callupId: string,
    reminderFor: Date,
    attempts: number,
  ): Promise<keyof OutboxRun> {
    const { repo, mailer, reminders } = this.opts;
    try {
      const mail = reminders ? await reminders.mailFor(callupId, reminderFor) : null;
      if (!mail) {
        await repo.markSkipped(id);
        return 'skipped';
      }
      await mailer.send(mail);
      await repo.markSent(id, this.now());
      return 'sent';
    } catch (err) {
      return this.failed(id, attempts, err, 'reminder');
    }
  }

  /** Counts a failed attempt: retried later with a growing delay, or given up after the last. */
  private async failed(
    id: string,
    attempts: number,
    err: unknown,
    what: 'contact' | 'reminder',
  ): Promise<keyof OutboxRun> {
    const { repo, log } = this.opts;
    // The error text only: no mail content, no addresses of the transport.
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (attempts >= this.opts.maxAttempts) {
      await repo.markFailed(id, reason);
      log?.error({ job: 'mail', outboxId: id, attempts, err }, `${what} mail given up`);
      return 'failed';
    }
    await repo.markRetry(id, new Date(this.now().getTime() + this.retryDelayMs(attempts)), reason);
    log?.warn({ job: 'mail', outboxId: id, attempts, err }, `${what} mail not sent; will retry`);
    return 'retried';
  }

  /** Runs now, or once more right after the run in progress. */
  kick(): Promise<OutboxRun | null> {
    if (this.stopped) return Promise.resolve(null);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.runOnce()
      // Logged by runOnce; the next poll tries again.
      .catch(() => ({ sent: 0, retried: 0, failed: 0, skipped: 0 }))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    this.running = run;
    return run;
  }

  /** A new mail is waiting: sent now when the worker runs in this process, else at the next poll somewhere. */
  notify(): void {
    if (this.started) void this.kick();
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.started = true;
    this.timer = setInterval(() => void this.kick(), this.opts.pollSeconds * 1000);
    this.timer.unref();
    void this.kick();
  }

  /** Resolves once no run is in progress (a run already started counts; none is started here). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.opts.mailer.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's contact mail outbox (tests call `runOnce()`). */
    mailOutbox: MailOutbox;
  }
}

import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@futsal/shared';
import type { JobLog } from '../../lib/job-log';
import type { OutgoingMail } from '../../lib/mailer';
import type { CapabilityTokens } from '../../lib/capability-tokens';
import { answerReminderMail } from './answer-mail';
import type { RemindersRepository } from './reminders.repository';
import { PeriodicRun } from '../../lib/periodic-run';

/** How often the job looks for due reminders: a reminder is an hour-scale affair. */
export const REMINDER_EVERY_SECONDS = 300;

export interface ReminderRun {
  queued: number;
}

/**
 * The answer reminders (issue 39, decision 0167). `runOnce()` queues one mail
 * per due unanswered player on the mail outbox (its retries and its lease);
 * the outbox calls `mailFor()` when it sends, which reads the row again, so a
 * player who answered, a revoked link, a moved, cancelled or past event, a
 * removed e-mail or a team that turned reminders off in the meantime gets
 * nothing. Without a public URL the links cannot be written, so nothing is queued.
 */
export class ReminderJob {
  // Logged by runOnce; the timer goes on.
  private readonly periodic = new PeriodicRun(() => this.runOnce());

  constructor(
    private readonly deps: {
      repo: RemindersRepository;
      tokens: CapabilityTokens;
      /** Where players open their links (PUBLIC_URL); null turns the reminders off. */
      publicUrl: string | null;
      from: string;
      now: () => Date;
      /** A queued reminder waits to be sent: the outbox runs now if it runs in this process. */
      onQueued: () => void;
      /** Counts only: never an address, a name or a token. */
      log?: JobLog;
    },
  ) {}

  /** One run, logged: how many reminders it queued, or its failure (thrown again). */
  async runOnce(): Promise<ReminderRun> {
    const started = Date.now();
    try {
      const queued = this.deps.publicUrl ? await this.deps.repo.queueDue(this.deps.now()) : 0;
      this.deps.log?.[queued > 0 ? 'info' : 'debug'](
        { job: 'reminders', queued, ms: Date.now() - started },
        'answer reminders run done',
      );
      if (queued > 0) this.deps.onQueued();
      return { queued };
    } catch (err) {
      this.deps.log?.error(
        { job: 'reminders', err, ms: Date.now() - started },
        'answer reminders run failed; the next run retries',
      );
      throw err;
    }
  }

  /** The mail of a queued reminder, or null when it is no longer due (the outbox skips it). */
  async mailFor(callupId: string, reminderFor: Date): Promise<OutgoingMail | null> {
    const { repo, tokens, publicUrl, from } = this.deps;
    const row = await repo.target(callupId);
    const now = this.deps.now();
    if (
      !publicUrl ||
      !row ||
      !row.email ||
      !row.linkNonce ||
      row.status !== 'scheduled' ||
      row.reminderHoursBefore <= 0 ||
      row.startsAt.getTime() !== reminderFor.getTime() ||
      row.startsAt.getTime() <= now.getTime() ||
      (row.answer !== null && row.answeredFor?.getTime() === row.startsAt.getTime())
    ) {
      return null;
    }
    const lang: TLanguage = (LANGUAGES as readonly string[]).includes(row.language ?? '')
      ? (row.language as TLanguage)
      : DEFAULT_LANGUAGE;
    return answerReminderMail({
      to: row.email,
      from,
      callupId,
      reminderFor,
      lang,
      teamName: row.teamName,
      playerName: row.playerName,
      url: `${publicUrl}${tokens.pathOf(row.linkNonce)}`,
    });
  }

  /** Runs now and then every `intervalSeconds`; one run at a time per instance. */
  start(intervalSeconds = REMINDER_EVERY_SECONDS): void {
    if (intervalSeconds <= 0) return;
    if (!this.deps.publicUrl) {
      this.deps.log?.warn(
        { job: 'reminders' },
        'PUBLIC_URL is not set: answer reminders are off (their links need it)',
      );
      return;
    }
    this.periodic.start(intervalSeconds);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the answer reminders on the mail outbox; tests call `runOnce()` with a moved clock. */
    reminderJob: ReminderJob;
  }
}

import type { Clock } from '../../lib/clock';
import type { JobLog } from '../../lib/job-log';
import { PeriodicRun } from '../../lib/periodic-run';
import type { AuditRepository } from './audit.repository';

const DAY_MS = 86_400_000;

/** Deletes audit rows older than the retention (AUDIT_RETENTION_DAYS, decision 0179). */
export class AuditRetentionJob {
  // Logged by runOnce; the timer goes on.
  private readonly periodic = new PeriodicRun(() => this.runOnce());

  constructor(
    private readonly deps: {
      repo: AuditRepository;
      retentionDays: number;
      clock: Clock;
      log?: JobLog;
    },
  ) {}

  /** One run: how many rows were deleted. */
  async runOnce(): Promise<number> {
    const { repo, retentionDays, clock, log } = this.deps;
    try {
      const deleted = await repo.deleteBefore(
        new Date(clock.now().getTime() - retentionDays * DAY_MS),
      );
      log?.[deleted > 0 ? 'info' : 'debug'](
        { job: 'audit-retention', deleted },
        'audit rows past their retention deleted',
      );
      return deleted;
    } catch (err) {
      log?.error(
        { job: 'audit-retention', err },
        'audit retention run failed; the next run retries',
      );
      throw err;
    }
  }

  start(intervalSeconds: number): void {
    this.periodic.start(intervalSeconds);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}

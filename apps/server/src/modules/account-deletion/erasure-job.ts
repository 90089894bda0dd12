import type { Clock } from '../../lib/clock';
import type { JobLog } from '../../lib/job-log';
import type { FileStorage } from '../../lib/storage';
import type { AccountDeletionRepository } from './account-deletion.repository';
import { PeriodicRun } from '../../lib/periodic-run';

/**
 * Erases the accounts whose grace period is over (decision 0172), one per transaction over a
 * row locked FOR UPDATE SKIP LOCKED: a second run, or a second instance, finds nothing left to
 * do. The files go after the rows commit; a file whose deletion fails is logged (by key, never
 * by owner) and is no longer reachable through any row.
 */
export class AccountErasureJob {
  // Logged by runOnce; the timer goes on.
  private readonly periodic = new PeriodicRun(() => this.runOnce());

  constructor(
    private readonly deps: {
      repo: AccountDeletionRepository;
      storage: FileStorage;
      clock: Clock;
      log?: JobLog;
    },
  ) {}

  /** One run: the number of accounts erased. */
  async runOnce(): Promise<number> {
    const { repo, storage, clock, log } = this.deps;
    let erased = 0;
    try {
      for (;;) {
        const done = await repo.eraseNextDue(clock.now());
        if (!done) break;
        erased += 1;
        for (const key of done.fileKeys)
          await storage
            .delete(key)
            .catch((err: unknown) =>
              log?.warn({ job: 'account-erasure', err }, 'a stored file was not deleted'),
            );
      }
      log?.[erased > 0 ? 'info' : 'debug']({ job: 'account-erasure', erased }, 'erasure run done');
      return erased;
    } catch (err) {
      log?.error(
        { job: 'account-erasure', err, erased },
        'erasure run failed; the next run retries',
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

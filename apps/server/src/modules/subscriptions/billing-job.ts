import type { TBillingPeriod, TPlan } from '@futsal/shared';
import type { BillingConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { JobLog } from '../../lib/job-log';
import { addPeriod, periodPrice, scheduledApplied } from './billing-rules';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { PeriodicRun } from '../../lib/periodic-run';

const DAY_MS = 86_400_000;
/** An unpaid checkout is given up after a day. */
const ABANDONED_AFTER_MS = DAY_MS;

export interface BillingRunReport {
  expired: number;
  renewed: number;
  suspended: number;
  abandoned: number;
}

/**
 * The time-driven half of the life cycle: cancelled subscriptions expire at
 * their period's end, sandbox subscriptions renew, failed renewals suspend
 * after the grace period, unpaid checkouts are given up. Each batch runs in a
 * transaction over rows locked FOR UPDATE SKIP LOCKED, and every condition is
 * re-read under the lock, so running it twice or on several instances at once
 * does each change once.
 */
export class BillingJob {
  // Logged by runOnce; the timer goes on.
  private readonly periodic = new PeriodicRun(() => this.runOnce());

  constructor(
    private readonly deps: {
      repo: SubscriptionsRepository;
      clock: Clock;
      billing: Pick<BillingConfig, 'currency' | 'monthlyPrices' | 'graceDays'>;
      /** Where each run's summary and failure go (ids and counts only, never an address or a name). */
      log?: JobLog;
    },
  ) {}

  /** One run, logged: its counts, or its failure (which it throws again). */
  async runOnce(): Promise<BillingRunReport> {
    const started = Date.now();
    try {
      const report = await this.run();
      const changed = Object.values(report).some((n) => n > 0);
      this.deps.log?.[changed ? 'info' : 'debug'](
        { job: 'billing', ...report, ms: Date.now() - started },
        'billing run done',
      );
      return report;
    } catch (err) {
      this.deps.log?.error(
        { job: 'billing', err, ms: Date.now() - started },
        'billing run failed; the next run retries',
      );
      throw err;
    }
  }

  private async run(): Promise<BillingRunReport> {
    const { clock, billing } = this.deps;
    const now = clock.now();
    const grace = billing.graceDays * DAY_MS;
    const report: BillingRunReport = { expired: 0, renewed: 0, suspended: 0, abandoned: 0 };

    report.expired = await this.batch('ended', now, now, async (r, row) => {
      await r.update(row.id, { status: 'expired', autoRenew: false, updatedAt: now });
    });

    report.renewed = await this.batch('renewal', now, now, async (r, row) => {
      const due = row.nextBillingDate ?? now;
      if (row.provider !== 'sandbox') {
        // The provider charges; without its payment by the end of the grace period the plan stops.
        if (due.getTime() + grace <= now.getTime()) {
          await r.update(row.id, { status: 'suspended', updatedAt: now });
          report.suspended += 1;
        }
        return false;
      }
      const applied = { plan: row.plan, period: row.period, ...scheduledApplied(row) };
      if (applied.plan !== row.plan) {
        // Creations while the downgrade waited were held to it; should the usage not fit anyway,
        // the downgrade is refused and the plan in force kept, never applied over its limits (issue 41).
        await r.lockUsage(row.userId);
        if (!(await r.fitsPlan(row.userId, applied.plan as TPlan))) {
          Object.assign(applied, { plan: row.plan, period: row.period });
          this.deps.log?.warn(
            { job: 'billing', subscriptionId: row.id },
            'scheduled downgrade refused at renewal: the usage exceeds the smaller plan',
          );
        }
      }
      const period = applied.period as TBillingPeriod;
      let next = addPeriod(due, period);
      while (next.getTime() <= now.getTime()) next = addPeriod(next, period);
      await r.update(row.id, { ...applied, nextBillingDate: next, updatedAt: now });
      await r.settlePayment({
        subscriptionId: row.id,
        kind: 'renewal',
        status: 'approved',
        amount: periodPrice(billing.monthlyPrices, applied.plan as TPlan, period),
        currency: billing.currency,
        plan: applied.plan as TPlan,
        period,
        createdAt: now,
      });
      return true;
    });

    report.suspended += await this.batch(
      'pastDue',
      now,
      new Date(now.getTime() - grace),
      async (r, row) => {
        await r.update(row.id, { status: 'suspended', updatedAt: now });
      },
    );

    report.abandoned = await this.batch(
      'abandoned',
      now,
      new Date(now.getTime() - ABANDONED_AFTER_MS),
      async (r, row) => {
        await r.update(row.id, { status: 'expired', autoRenew: false, updatedAt: now });
      },
    );
    return report;
  }

  /** Due rows of one kind in batches; `handle` returns false when it left a row as it was. */
  private async batch(
    kind: Parameters<SubscriptionsRepository['lockDue']>[0],
    now: Date,
    cutoff: Date,
    handle: (
      repo: SubscriptionsRepository,
      row: Awaited<ReturnType<SubscriptionsRepository['lockDue']>>[number],
    ) => Promise<boolean | void>,
  ): Promise<number> {
    let done = 0;
    const seen = new Set<string>();
    for (;;) {
      const handled = await this.deps.repo.inTransaction(async (r) => {
        const rows = (await r.lockDue(kind, now, cutoff)).filter((row) => !seen.has(row.id));
        for (const row of rows) {
          seen.add(row.id);
          if ((await handle(r, row)) !== false) done += 1;
        }
        return rows.length;
      });
      if (handled === 0) return done;
    }
  }

  /** Runs now and then every `intervalSeconds`; one run at a time per instance. */
  start(intervalSeconds: number): void {
    this.periodic.start(intervalSeconds);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }
}

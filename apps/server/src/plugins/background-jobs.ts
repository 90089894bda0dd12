import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { MailOutbox } from '../modules/contact/contact.outbox';
import type { AccountErasureJob } from '../modules/account-deletion/erasure-job';
import type { AuditRetentionJob } from '../modules/audit';
import type { ReminderJob } from '../modules/callups/reminder-job';
import type { BillingJob } from '../modules/subscriptions/billing-job';

const AUDIT_RETENTION_INTERVAL_SECONDS = 3600;

export interface BackgroundJobsOptions {
  config: Pick<AppConfig, 'billing' | 'env'>;
  mailOutbox: MailOutbox;
  billingJob: BillingJob;
  accountErasureJob: AccountErasureJob;
  auditRetentionJob: AuditRetentionJob;
  reminderJob: ReminderJob;
  /** Run the mail outbox and the reminders on their timers (tests drive their `runOnce()`). */
  startMailOutbox: boolean;
}

/**
 * The mail outbox and the billing job, on their timers; each logs its runs and failures
 * itself. Both stop before the close hooks, so before the database closes.
 */
export const backgroundJobsPlugin = fp<BackgroundJobsOptions>(
  async (
    app,
    {
      config,
      mailOutbox,
      billingJob,
      accountErasureJob,
      auditRetentionJob,
      reminderJob,
      startMailOutbox,
    },
  ) => {
    app.decorate('mailOutbox', mailOutbox);
    app.decorate('billingJob', billingJob);
    app.decorate('accountErasureJob', accountErasureJob);
    app.decorate('reminderJob', reminderJob);
    app.decorate('auditRetentionJob', auditRetentionJob);
    if (startMailOutbox) {
      app.addHook('onReady', async () => {
        mailOutbox.start();
        reminderJob.start();
      });
    }
    billingJob.start(config.billing.jobIntervalSeconds);
    // Accounts past their grace period (decision 0172), on the billing job's cadence.
    accountErasureJob.start(config.billing.jobIntervalSeconds);
    // Rows past the audit's retention (decision 0179): by the day, so hourly is on time.
    auditRetentionJob.start(AUDIT_RETENTION_INTERVAL_SECONDS);
    app.addHook('preClose', async () => {
      await billingJob.stop();
      await accountErasureJob.stop();
      await auditRetentionJob.stop();
      await reminderJob.stop();
      await mailOutbox.stop();
    });
    // Only reachable with SANDBOX_PAYMENTS_IN_PRODUCTION=true: loadConfig refuses it otherwise (decision 0162).
    if (config.billing.provider === 'sandbox' && config.env === 'production') {
      app.log.warn(
        'SANDBOX_PAYMENTS_IN_PRODUCTION=true: every paid plan is free (anyone approves their own payment)',
      );
    }
  },
  { name: 'background-jobs' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Renewals and period ends; tests run it by hand with a moved clock. */
    billingJob: BillingJob;
    /** Erases accounts past their grace period; tests run it by hand with a moved clock. */
    accountErasureJob: AccountErasureJob;
    /** Deletes audit rows past their retention; tests run it by hand with a moved clock. */
    auditRetentionJob: AuditRetentionJob;
  }
}

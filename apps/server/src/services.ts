import { AUDIT_RETENTION_DAYS_DEFAULT } from '@futsal/shared';
import { AccountDeletionRepository } from './modules/account-deletion/account-deletion.repository';
import { AccountDeletionService } from './modules/account-deletion/account-deletion.service';
import { DeletionLinks } from './modules/account-deletion/deletion-link';
import { AccountErasureJob } from './modules/account-deletion/erasure-job';
import type { AppConfig } from './config';
import { AuditRepository, AuditRetentionJob, AuditService } from './modules/audit';
import type { Db } from './db/client';
import { createAuthenticate, TokenService } from './lib/auth';
import { CapabilityTokens } from './lib/capability-tokens';
import { systemClock, type Clock } from './lib/clock';
import { FileUrls } from './lib/file-urls';
import type { JobLog } from './lib/job-log';
import { LoginThrottle, MemoryAttemptStore, type AttemptStore } from './lib/login-throttle';
import { createMailer, type Mailer } from './lib/mailer';
import { accountExistsNotifier } from './modules/auth/account-exists-mail';
import { createPaymentProvider } from './lib/payments';
import { SessionCache, type CachedReplies } from './lib/session-cache';
import type { FileStorage } from './lib/storage';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { MailOutbox } from './modules/contact/contact.outbox';
import { ContactRepository } from './modules/contact/contact.repository';
import { ContactService } from './modules/contact/contact.service';
import { CompetitionsRepository } from './modules/competitions/competitions.repository';
import { CompetitionsService } from './modules/competitions/competitions.service';
import { EventsRepository, EventsService } from './modules/match-log';
import { TeamEventsRepository } from './modules/team-events/team-events.repository';
import { TeamEventsService } from './modules/team-events/team-events.service';
import { LiveShareRepository } from './modules/live-share/live-share.repository';
import { LiveShareService } from './modules/live-share/live-share.service';
import { MatchesRepository } from './modules/matches/matches.repository';
import { MatchesService } from './modules/matches/matches.service';
import { PlayersRepository } from './modules/players/players.repository';
import { PlayersService } from './modules/players/players.service';
import { PlayerImportService } from './modules/players/import/import.service';
import { ReportRenderer } from './modules/reports/report-renderer';
import { ReportsService } from './modules/reports/reports.service';
import { ExportRepository, ExportService } from './modules/data-export';
import { SeasonReplies, StatsService } from './modules/stats';
import { StatsRepository } from './modules/stats/stats.repository';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { BillingJob } from './modules/subscriptions/billing-job';
import { SubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { TeamsRepository } from './modules/teams/teams.repository';
import { TeamsService } from './modules/teams/teams.service';
import { TrainingsRepository } from './modules/trainings/trainings.repository';
import { TrainingsService } from './modules/trainings/trainings.service';
import { CalendarRepository } from './modules/calendar/calendar.repository';
import { CalendarService } from './modules/calendar/calendar.service';
import { CallupsRepository } from './modules/callups/callups.repository';
import { CallupsService } from './modules/callups/callups.service';
import { AnswersRepository } from './modules/callups/answers.repository';
import { AnswersService } from './modules/callups/answers.service';
import { ReminderJob } from './modules/callups/reminder-job';
import { RemindersRepository } from './modules/callups/reminders.repository';
import { StaffRepository, StaffService } from './modules/staff';

export interface ServiceExtras {
  /** Where contact mails go; by default SMTP_URL's server or .eml files in MAIL_DIR. */
  mailer?: Mailer;
  /** Time as billing, the contact limit and the mail outbox see it (tests move it). */
  clock?: Clock;
  /** Where the background jobs log their runs and failures. */
  log?: JobLog;
  /** PDF reports' render threads (tests give a tiny or gated pool); closed with the app. */
  reportRenderer?: ReportRenderer;
}

/** Every service wired to one database and storage: the app and the seed script use the same ones. */
export function createServices(
  config: Pick<AppConfig, 'jwt' | 'login' | 'mail' | 'contact' | 'billing' | 'reports'> &
    Partial<Pick<AppConfig, 'publicUrl' | 'audit'>>,
  db: Db,
  storage: FileStorage,
  attemptStore: AttemptStore = new MemoryAttemptStore(),
  extras: ServiceExtras = {},
) {
  const clock = extras.clock ?? systemClock;
  const now = () => clock.now();
  const tokens = new TokenService(config.jwt.secret, config.jwt.ttlSeconds);
  // Logo and avatar URLs are signed with the same secret wherever the services are built (decision 0111).
  const fileUrls = new FileUrls(config.jwt.secret);
  const authRepo = new AuthRepository(db);
  const sessionCache = new SessionCache();
  const replies: CachedReplies = (userId, slot, build) => sessionCache.reply(userId, slot, build);
  const throttle = new LoginThrottle(attemptStore, config.login);
  const subscriptionsRepo = new SubscriptionsRepository(db);
  const paymentProvider = createPaymentProvider(config.billing);
  const teamsRepo = new TeamsRepository(db);
  /** The plan in force that the gated features ask (null = the free tier). */
  const planOf = (teamId: string) => teamsRepo.teamPlan(teamId);
  // Its threads start at the first report (none for the seed script) and stop with the app.
  const reportRenderer = extras.reportRenderer ?? new ReportRenderer(config.reports, extras.log);
  const matchesRepo = new MatchesRepository(db);
  const eventsRepo = new EventsRepository(db);
  const contactRepo = new ContactRepository(db);
  const trainingsRepo = new TrainingsRepository(db);
  const settings = new SettingsService(new SettingsRepository(db));
  const stats = new StatsService({
    repo: new StatsRepository(db),
    seasonStartMonth: (userId) => settings.seasonStartMonth(userId),
    replies: new SeasonReplies(),
  });
  const mailer = extras.mailer ?? createMailer(config.mail);
  const answerTokens = new CapabilityTokens(config.jwt.secret, 'callup-answer');
  const callups = new CallupsService({ repo: new CallupsRepository(db), tokens: answerTokens });
  // Answer reminders go through the outbox (its retries); the job only queues them (decision 0167).
  const reminderJob = new ReminderJob({
    repo: new RemindersRepository(db),
    tokens: answerTokens,
    publicUrl: config.publicUrl ?? null,
    from: config.mail.from,
    now,
    onQueued: () => mailOutbox.notify(),
    log: extras.log,
  });
  const mailOutbox = new MailOutbox({
    repo: contactRepo,
    storage,
    mailer,
    from: config.mail.from,
    to: config.mail.supportEmail,
    pollSeconds: config.mail.pollSeconds,
    maxAttempts: config.mail.maxAttempts,
    now,
    log: extras.log,
    reminders: reminderJob,
  });
  const accountDeletionRepo = new AccountDeletionRepository(db);
  const auditRepo = new AuditRepository(db);
  const isSessionLive = sessionCache.checker((jti, userId) =>
    authRepo.liveSessionExpiry(jti, userId),
  );
  return {
    authenticate: createAuthenticate(tokens, isSessionLive),
    isSessionLive,
    sessionCache,
    fileUrls,
    auth: new AuthService({
      repo: authRepo,
      tokens,
      throttle,
      storage,
      forgetUser: (userId) => sessionCache.forgetUser(userId),
      cachedUser: (userId, lookup) => sessionCache.user(userId, lookup),
      accountExists: accountExistsNotifier(mailer, config.mail, extras.log),
    }),
    accountDeletion: new AccountDeletionService({
      repo: accountDeletionRepo,
      links: new DeletionLinks(config.jwt.secret),
      mailer,
      mail: config.mail,
      clock,
      forgetUser: (userId) => sessionCache.forgetUser(userId),
    }),
    auditRepo,
    audit: new AuditService(auditRepo),
    auditRetentionJob: new AuditRetentionJob({
      repo: auditRepo,
      retentionDays: config.audit?.retentionDays ?? AUDIT_RETENTION_DAYS_DEFAULT,
      clock,
      log: extras.log,
    }),
    accountErasureJob: new AccountErasureJob({
      repo: accountDeletionRepo,
      storage,
      clock,
      log: extras.log,
    }),
    subscriptionsRepo,
    paymentProvider,
    subscriptions: new SubscriptionsService({
      repo: subscriptionsRepo,
      provider: paymentProvider,
      clock,
      billing: config.billing,
    }),
    billingJob: new BillingJob({
      repo: subscriptionsRepo,
      clock,
      billing: config.billing,
      log: extras.log,
    }),
    teams: new TeamsService({ repo: teamsRepo, storage, replies, fileUrls }),
    players: new PlayersService({ repo: new PlayersRepository(db), teams: teamsRepo, replies }),
    playerImport: new PlayerImportService({ repo: new PlayersRepository(db), teams: teamsRepo }),
    competitions: new CompetitionsService({
      repo: new CompetitionsRepository(db),
      teams: teamsRepo,
    }),
    matches: new MatchesService({ repo: matchesRepo, events: eventsRepo }),
    events: new EventsService(db, undefined, extras.log),
    liveShare: new LiveShareService({
      repo: new LiveShareRepository(db),
      matches: matchesRepo,
      tokens: new CapabilityTokens(config.jwt.secret, 'live-share'),
      clock,
      planOf,
      onNotifyError: (err) =>
        extras.log?.error({ err, job: 'live-share-notify' }, 'could not tell the public streams'),
    }),
    stats,
    reportRenderer,
    reports: new ReportsService({ stats, storage, planOf, renderer: reportRenderer }),
    dataExport: new ExportService(new ExportRepository(db), storage, now),
    teamEvents: new TeamEventsService({
      repo: new TeamEventsRepository(db),
      matches: matchesRepo,
      events: eventsRepo,
    }),
    trainings: new TrainingsService({ repo: trainingsRepo, teams: teamsRepo }),
    calendar: new CalendarService({
      repo: new CalendarRepository(db),
      trainings: trainingsRepo,
      teams: teamsRepo,
      tokens: new CapabilityTokens(config.jwt.secret, 'calendar-feed'),
      now,
    }),
    callups,
    answers: new AnswersService({
      repo: new AnswersRepository(db),
      callups,
      tokens: answerTokens,
      mailer,
      from: config.mail.from,
      now,
    }),
    settings,
    staff: new StaffService({
      repo: new StaffRepository(db),
      mailer,
      from: config.mail.from,
      clock,
      forgetReplies: (userId) => sessionCache.forgetReplies(userId),
    }),
    mailOutbox,
    reminderJob,
    contact: new ContactService({
      repo: contactRepo,
      storage,
      findUser: (id) => authRepo.findUserById(id),
      maxPerHour: config.contact.maxPerHour,
      onStored: () => mailOutbox.notify(),
      now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

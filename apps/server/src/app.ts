import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createAttemptStore, createFileStorage } from './lib/backends';
import { systemClock, type Clock } from './lib/clock';
import type { AttemptStore } from './lib/login-throttle';
import type { Mailer } from './lib/mailer';
import { useMedicalKeyring } from './lib/medical-crypto';
import { PlayersRepository } from './modules/players/players.repository';
import { RedisAttemptStore } from './lib/redis-attempt-store';
import type { ReportRenderer } from './modules/reports/report-renderer';
import { installRequestDeadlines } from './lib/request-deadline';
import { installRouteGuards } from './lib/route-guards';
import { installRoleGate } from './lib/team-access';
import { S3FileStorage } from './lib/s3-storage';
import type { FileStorage } from './lib/storage';
import { apiDocsPlugin } from './plugins/api-docs';
import { auditTrailPlugin } from './plugins/audit-trail';
import { apiRoutes } from './plugins/api-routes';
import { backgroundJobsPlugin } from './plugins/background-jobs';
import { compressionPlugin } from './plugins/compression';
import { derivedFiguresPlugin } from './plugins/derived-figures';
import { errorsPlugin } from './plugins/errors';
import { matchFeedPlugin } from './plugins/match-feed';
import { replyCachePlugin } from './plugins/reply-cache';
import { securityPlugin } from './plugins/security';
import { serverOptions } from './plugins/server-options';
import { sessionRevocationsPlugin } from './plugins/session-revocations';
import { staticWebPlugin } from './plugins/static-web';
import { createServices } from './services';

export interface AppDeps {
  /** An open database; the app closes it on close either way. */
  database?: Database;
  storage?: FileStorage;
  attemptStore?: AttemptStore;
  /** Time as billing, the contact limit and the mail outbox see it; tests move it. */
  clock?: Clock;
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Contact mails' transport (default: from SMTP_URL / MAIL_DIR). */
  mailer?: Mailer;
  /** How often a live stream checks its session and sends a keep-alive (default 15 s; tests shorten it). */
  streamKeepAliveMs?: number;
  /** Run the mail outbox on its timer (default true; tests drive `app.mailOutbox.runOnce()`). */
  startMailOutbox?: boolean;
  /** PDF reports' render threads (default: from config.reports); the app closes it. */
  reportRenderer?: ReportRenderer;
}

/** The app: its plugins in the order they must run (hooks run in the order they are added). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify(serverOptions(config, deps.logStream)).withTypeProvider<ZodTypeProvider>();
  // First of the hooks: a body's deadline runs from its headers, whatever the route does next.
  installRequestDeadlines(app, config.deadlines);

  const database = deps.database ?? (await openDatabase(config));
  useMedicalKeyring(config.medical);
  // Medical values not under the current key (written before the encryption, or before a
  // rotation) are sealed again before the app serves; an unknown key stops the start (0173).
  const resealed = await new PlayersRepository(database.db)
    .resealMedical(config.medical)
    .catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
  // The background work that needs the database stops in preClose hooks, before this.
  app.addHook('onClose', () => database.close());
  const storage = deps.storage ?? createFileStorage(config);
  const attemptStore = deps.attemptStore ?? createAttemptStore(config);
  // Connections the app opened itself are the app's to close.
  if (!deps.storage && storage instanceof S3FileStorage)
    app.addHook('onClose', () => storage.close());
  if (!deps.attemptStore && attemptStore instanceof RedisAttemptStore)
    app.addHook('onClose', () => attemptStore.close());
  const clock = deps.clock ?? systemClock;
  const services = createServices(config, database.db, storage, attemptStore, {
    mailer: deps.mailer,
    clock,
    log: app.log,
    reportRenderer: deps.reportRenderer,
  });
  app.addHook('onClose', () => services.reportRenderer.close());

  if (resealed > 0) app.log.info({ resealed }, 'medical data sealed with the current key');
  await app.register(errorsPlugin, { production: config.env === 'production' });
  await app.register(securityPlugin, { corsOrigin: config.corsOrigin });
  await app.register(apiDocsPlugin);
  await app.register(sessionRevocationsPlugin, {
    database,
    sessionCache: services.sessionCache,
  });
  await app.register(backgroundJobsPlugin, {
    config,
    mailOutbox: services.mailOutbox,
    billingJob: services.billingJob,
    accountErasureJob: services.accountErasureJob,
    auditRetentionJob: services.auditRetentionJob,
    reminderJob: services.reminderJob,
    startMailOutbox: deps.startMailOutbox ?? true,
  });
  await app.register(matchFeedPlugin, {
    database,
    clock,
    publicCheckMs: deps.streamKeepAliveMs,
    streamLimits: config.streams,
  });
  // Before any route: auth first, safe input and no-store hold for every route of every module.
  installRouteGuards(app, services.authenticate);
  installRoleGate(app, database.db, services.sessionCache);
  // After the gate (it finds the team of a write the gate let through), before the compression.
  await app.register(auditTrailPlugin, { repo: services.auditRepo, service: services.audit });
  await app.register(replyCachePlugin, { services });
  // Before the compression: the web build is precompressed, and its files pass as they are.
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  // Last of the onSend hooks of every route registered after it: it compresses what the others left.
  await app.register(compressionPlugin);
  await app.register(apiRoutes, {
    prefix: '/api',
    config,
    database,
    services,
    storage,
    clock,
    streamKeepAliveMs: deps.streamKeepAliveMs,
  });
  await app.register(derivedFiguresPlugin, { database });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

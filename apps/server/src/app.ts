import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS } from '@futsal/shared';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { SESSIONS_CHANNEL, type SessionCache } from './lib/session-cache';
import { systemClock, type Clock } from './lib/clock';
import { clientErrorHandler, errorBody, errorHandler, frameworkErrors } from './lib/errors';
import type { Mailer } from './lib/mailer';
import { REDACT_PATHS, safeErrorSerializer, safeRequestSerializer } from './lib/log-safety';
import { requestChildLogger } from './lib/request-logger';
import { installSecurityHeaders } from './lib/security-headers';
import { checkedSerializerCompiler, fastSerializerCompiler } from './lib/serializer';
import type { AttemptStore } from './lib/login-throttle';
import { createAttemptStore, createFileStorage } from './lib/backends';
import { installRouteGuards, isApiPath } from './lib/route-guards';
import { RedisAttemptStore } from './lib/redis-attempt-store';
import { S3FileStorage } from './lib/s3-storage';
import type { FileStorage } from './lib/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { competitionsRoutes } from './modules/competitions/competitions.routes';
import {
  eventsRoutes,
  eventsStreamRoutes,
  EventsRepository,
  FEED_PAGE,
  MATCH_EVENTS_CHANNEL,
  MatchFeed,
  rederiveOutdated,
} from './modules/match-log';
import { CompressedReplies, installJsonCompression } from './lib/compress-json';
import { teamEventsRoutes } from './modules/team-events/team-events.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { liveShareRoutes } from './modules/live-share/live-share.routes';
import { publicLiveRoutes } from './modules/live-share/public-live.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { playersRoutes } from './modules/players/players.routes';
import { playerImportRoutes } from './modules/players/import/import.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import type { BillingJob } from './modules/subscriptions/billing-job';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
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
}

/** The SPA satisfies this: no inline scripts, MUI/emotion inject <style> tags. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** TRUST_PROXY=<n>: trust the n closest hops (fastify's typings lack the number form). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Per IP on the public live page (polled every ~3 s: 20 a minute per open page). */
const PUBLIC_LIVE_MAX_PER_MINUTE = 600;

/** Methods and headers a cross-origin client of the API uses (CORS_ORIGIN). */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CORS_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Last-Event-ID',
  'Idempotency-Key',
];

export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Errors are logged without query parameters or personal data (decision 0036).
      serializers: {
        err: safeErrorSerializer,
        error: safeErrorSerializer,
        // Live links carry their token in the path (decision 0053).
        req: safeRequestSerializer,
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    childLoggerFactory: requestChildLogger,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Parser-level errors (URL or headers too long, malformed request line) in the usual error shape.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  const database = deps.database ?? (await openDatabase(config));
  /** Background work that needs the database, stopped before it closes. */
  const stopBeforeDatabase: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    for (const stop of stopBeforeDatabase) await stop();
    await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  // Tests and development check every reply against its schema; production sends it as built (decision 0059).
  app.setSerializerCompiler(
    config.env === 'production' ? fastSerializerCompiler : checkedSerializerCompiler,
  );
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);

  const documentOnlyHeaders = installSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin,
      credentials: false,
      methods: CORS_METHODS,
      allowedHeaders: CORS_HEADERS,
      exposedHeaders: ['Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  }
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.upload.maxBytes, files: LIMITS.upload.contactMaxFiles, fields: 20 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Futsal Manager API', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page loads only its own scripts; no upgrade-insecure-requests, as it is served over plain http on a LAN too.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });

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
  });
  // Sessions are cached only once revocations by other instances are heard (decision 0044).
  try {
    await database.listen(SESSIONS_CHANNEL, services.sessionCache.listenHandlers);
    services.sessionCache.setListening(true);
  } catch (err) {
    app.log.warn(
      { err },
      'not listening for session revocations: every request checks its session',
    );
  }
  const { authenticate } = services;
  app.decorate('mailOutbox', services.mailOutbox);
  stopBeforeDatabase.push(() => services.mailOutbox.stop());
  if (deps.startMailOutbox ?? true) app.addHook('onReady', async () => services.mailOutbox.start());
  app.decorate('billingJob', services.billingJob);
  app.decorate('sessionCache', services.sessionCache);
  services.billingJob.start(config.billing.jobIntervalSeconds);
  // Before the onClose hooks: the job stops before the database closes.
  app.addHook('preClose', async () => {
    await services.billingJob.stop();
  });
  if (config.billing.provider === 'sandbox' && config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox: anyone can approve their own payments; set a real provider for production',
    );
  }
  // Live streams of match events (decision 0047): one LISTEN per instance, ended before the server closes.
  const feedEvents = new EventsRepository(database.db);
  const feed = new MatchFeed({
    listen: (channel, handlers) => database.listen(channel, handlers),
    read: (matchId, afterSeq) => feedEvents.after(matchId, afterSeq, FEED_PAGE),
    channel: MATCH_EVENTS_CHANNEL,
    onError: (err) => app.log.error({ err }, 'could not read new match events for the streams'),
  });
  app.decorate('matchFeed', feed);
  app.addHook('preClose', () => feed.close());
  // Before any route: auth first, safe input and no-store hold for every route of every module.
  installRouteGuards(app, authenticate);
  // A signed-in write forgets the writer's cached replies before its answer leaves: the database tells
  // every instance too (decision 0064), but asynchronously, and the writer's next read must see its write.
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.auth && req.method !== 'GET' && req.method !== 'HEAD')
      services.sessionCache.forgetReplies(req.auth.userId);
    done(null, payload);
  });

  // Last of the onSend hooks: it sends what the others left, compressed (decision 0072).
  installJsonCompression(app, new CompressedReplies());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        service: services.auth,
        storage,
        fileUrls: services.fileUrls,
        authenticate,
        rateLimit: config.rateLimit.enabled
          ? { max: config.rateLimit.authMaxPerMinute, timeWindow: '1 minute' }
          : false,
      });
      await api.register(subscriptionsRoutes, {
        service: services.subscriptions,
        provider: services.paymentProvider,
        authenticate,
        publicUrl: config.publicUrl,
        webhookToleranceSeconds: config.billing.webhookToleranceSeconds,
        now: () => clock.now(),
      });
      await api.register(teamsRoutes, { service: services.teams, authenticate });
      await api.register(playersRoutes, { service: services.players, authenticate });
      await api.register(playerImportRoutes, { service: services.playerImport, authenticate });
      await api.register(competitionsRoutes, { service: services.competitions, authenticate });
      await api.register(matchesRoutes, { service: services.matches, authenticate });
      await api.register(eventsRoutes, { service: services.events, authenticate });
      await api.register(eventsStreamRoutes, {
        service: services.events,
        feed,
        authenticate,
        keepAliveMs: deps.streamKeepAliveMs,
      });
      await api.register(liveShareRoutes, { service: services.liveShare, authenticate });
      await api.register(publicLiveRoutes, {
        service: services.liveShare,
        // Generous: a whole stand of fans may poll from one venue address, every few seconds.
        rateLimit: config.rateLimit.enabled
          ? { max: PUBLIC_LIVE_MAX_PER_MINUTE, timeWindow: '1 minute' }
          : false,
      });
      await api.register(statsRoutes, { service: services.stats, authenticate });
      await api.register(reportsRoutes, { service: services.reports, authenticate });
      await api.register(teamEventsRoutes, { service: services.teamEvents, authenticate });
      await api.register(filesRoutes, { storage, fileUrls: services.fileUrls });
      await api.register(settingsRoutes, { service: services.settings, authenticate });
      await api.register(contactRoutes, { service: services.contact, authenticate });
    },
    { prefix: '/api' },
  );

  // Matches from before migration 0003, or derived by an older version, get their statistics rows
  // in the background once the server listens (reads show the rows as they are meanwhile).
  app.addHook('onListen', async () => {
    rederiveOutdated(database.db).then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'match statistics re-derived');
      },
      (err: unknown) => app.log.error({ err }, 'could not re-derive match statistics'),
    );
  });

  const webIndex = path.join(config.webDistDir, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      // One wildcard route: a route per built file (and per .br/.gz) took a tenth of a restart to
      // register. A path with no file reaches the not-found handler below (SPA fallback or 404).
      wildcard: true,
      // The build writes .br and .gz beside each file (apps/web/precompress.ts); sent by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const page = /\.html?$/i.test(filePath);
        // Vite fingerprints everything under /assets: kept a year, without the headers only a
        // document reads, unless the file opens as one when visited (an SVG).
        if (filePath.startsWith(path.join(config.webDistDir, 'assets') + path.sep)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          if (!page && !/\.svg$/i.test(filePath)) {
            for (const name of documentOnlyHeaders) reply.removeHeader(name);
          }
          return;
        }
        // The pages must be revalidated, or a new deployment's index.html would wait; the public
        // folder's files (the icon, which the splash and the browser's tab each ask for during a
        // first load) keep a day (0094).
        reply.header('cache-control', page ? 'no-cache' : 'public, max-age=86400');
      },
    });
  }

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const url = req.raw.url ?? req.url;
    const isAsset = url.startsWith('/assets/');
    if (
      serveWeb &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(url) &&
      !isAsset
    ) {
      // SPA fallback: client-side routes all boot from index.html; a missing asset stays a 404.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(req, 'NOT_FOUND'));
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renewals and period ends; tests run it by hand with a moved clock. */
    billingJob: BillingJob;
    /** Live sessions of this instance; tests await its invalidation by another instance. */
    sessionCache: SessionCache;
    /** This instance's fan-out of appended match events to open streams. */
    matchFeed: MatchFeed;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

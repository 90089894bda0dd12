import multipart from '@fastify/multipart';
import { PUBLIC_ANSWER_MAX_PER_MINUTE, LIMITS } from '@futsal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../lib/storage';
import { accountDeletionRoutes } from '../modules/account-deletion/account-deletion.routes';
import { auditRoutes } from '../modules/audit';
import { authRoutes } from '../modules/auth/auth.routes';
import { competitionsRoutes } from '../modules/competitions/competitions.routes';
import { contactRoutes } from '../modules/contact/contact.routes';
import { exportRoutes } from '../modules/data-export';
import { eventsRoutes, eventsStreamRoutes } from '../modules/match-log';
import { filesRoutes } from '../modules/files/files.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { liveShareRoutes } from '../modules/live-share/live-share.routes';
import { publicLiveRoutes } from '../modules/live-share/public-live.routes';
import { publicStreamRoutes } from '../modules/live-share/public-stream.routes';
import { matchesRoutes } from '../modules/matches/matches.routes';
import { playerImportRoutes } from '../modules/players/import/import.routes';
import { playersRoutes } from '../modules/players/players.routes';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { statsRoutes } from '../modules/stats/stats.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { teamEventsRoutes } from '../modules/team-events/team-events.routes';
import { teamsRoutes } from '../modules/teams/teams.routes';
import { trainingsRoutes } from '../modules/trainings/trainings.routes';
import { calendarRoutes } from '../modules/calendar/calendar.routes';
import { callupsRoutes } from '../modules/callups/callups.routes';
import { answersRoutes } from '../modules/callups/answers.routes';
import { publicAnswerRoutes } from '../modules/callups/public-answer.routes';
import { staffRoutes } from '../modules/staff';
import type { Services } from '../services';

/** Per IP on the public live page (polled every ~3 s: 20 a minute per open page, when it cannot stream). */
const PUBLIC_LIVE_MAX_PER_MINUTE = 600;
/** Public streams open at once on one instance; past it a page polls (decision 0136). */
const PUBLIC_STREAMS_MAX = 20_000;
/** Per IP on the calendar feeds: apps poll them hourly; a club's members may share one address. */
const CALENDAR_FEED_MAX_PER_MINUTE = 120;

export interface ApiRoutesOptions {
  config: AppConfig;
  database: Database;
  services: Services;
  storage: FileStorage;
  clock: Clock;
  /** How often a live stream checks its session and sends a keep-alive. */
  streamKeepAliveMs?: number;
}

/** Every module's routes, under the prefix it is registered with (/api). */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (api, opts) => {
  const { config, database, services, storage, clock } = opts;
  const { authenticate } = services;
  await api.register(multipart, {
    limits: { fileSize: LIMITS.upload.maxBytes, files: LIMITS.upload.contactMaxFiles, fields: 20 },
  });
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
  await api.register(accountDeletionRoutes, {
    service: services.accountDeletion,
    authenticate,
    publicUrl: config.publicUrl,
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
  await api.register(auditRoutes, { service: services.audit, authenticate });
  await api.register(playersRoutes, { service: services.players, authenticate });
  await api.register(playerImportRoutes, { service: services.playerImport, authenticate });
  await api.register(competitionsRoutes, { service: services.competitions, authenticate });
  await api.register(matchesRoutes, { service: services.matches, authenticate });
  await api.register(eventsRoutes, { service: services.events, authenticate });
  await api.register(eventsStreamRoutes, {
    service: services.events,
    feed: api.matchFeed,
    streams: api.liveStreams,
    authenticate,
    keepAliveMs: opts.streamKeepAliveMs,
  });
  await api.register(liveShareRoutes, { service: services.liveShare, authenticate });
  await api.register(publicLiveRoutes, {
    service: services.liveShare,
    // Generous: a whole stand of fans may poll from one venue address, every few seconds.
    rateLimit: config.rateLimit.enabled
      ? { max: PUBLIC_LIVE_MAX_PER_MINUTE, timeWindow: '1 minute' }
      : false,
  });
  await api.register(publicStreamRoutes, {
    service: services.liveShare,
    hubs: api.publicHubs,
    rateLimit: config.rateLimit.enabled
      ? { max: PUBLIC_LIVE_MAX_PER_MINUTE, timeWindow: '1 minute' }
      : false,
    maxStreams: PUBLIC_STREAMS_MAX,
  });
  await api.register(statsRoutes, { service: services.stats, authenticate });
  await api.register(reportsRoutes, { service: services.reports, authenticate });
  await api.register(exportRoutes, { service: services.dataExport, authenticate });
  await api.register(teamEventsRoutes, { service: services.teamEvents, authenticate });
  await api.register(filesRoutes, {
    storage,
    fileUrls: services.fileUrls,
    isSessionLive: services.isSessionLive,
  });
  await api.register(trainingsRoutes, { service: services.trainings, authenticate });
  await api.register(calendarRoutes, {
    service: services.calendar,
    authenticate,
    rateLimit: config.rateLimit.enabled
      ? { max: CALENDAR_FEED_MAX_PER_MINUTE, timeWindow: '1 minute' }
      : false,
  });
  await api.register(callupsRoutes, { service: services.callups, authenticate });
  await api.register(answersRoutes, { service: services.answers, authenticate });
  await api.register(publicAnswerRoutes, {
    service: services.answers,
    rateLimit: config.rateLimit.enabled
      ? { max: PUBLIC_ANSWER_MAX_PER_MINUTE, timeWindow: '1 minute' }
      : false,
  });
  await api.register(settingsRoutes, { service: services.settings, authenticate });
  await api.register(contactRoutes, { service: services.contact, authenticate });
  await api.register(staffRoutes, {
    service: services.staff,
    authenticate,
    publicUrl: config.publicUrl,
    rateLimit: config.rateLimit.enabled
      ? { max: PUBLIC_ANSWER_MAX_PER_MINUTE, timeWindow: '1 minute' }
      : false,
  });
};

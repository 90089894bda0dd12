import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_RETENTION_DAYS_DEFAULT,
  PAYMENT_PROVIDERS,
  type TPaymentProvider,
  type TPlan,
} from '@futsal/shared';
import { z } from 'zod';
import {
  derivedDevKey,
  parseMedicalKey,
  type MedicalKey,
  type MedicalKeyring,
} from './lib/medical-crypto';
import type { RequestDeadlines } from './lib/request-deadline';

/** Repo root, from this file's location so that the cwd never matters. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DURATION_RE = /^(\d+)\s*([smhd]?)$/i;
const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

/** '604800', '45s', '30m', '12h' or '7d' → seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION_RE.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * (UNIT_SECONDS[(match[2] ?? '').toLowerCase()] ?? 1);
  return seconds > 0 ? seconds : null;
}

const MS_RE = /^(\d+)\s*(ms|s|m)?$/i;
const MS_PER_UNIT: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** A request deadline: '500ms', '15s', '2m' or a number of seconds. */
const zDeadlineMs = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const match = MS_RE.exec(v.trim());
      const ms = match
        ? Number(match[1]) * (MS_PER_UNIT[(match[2] ?? 's').toLowerCase()] ?? 1000)
        : 0;
      if (ms < 100 || ms > 3_600_000) {
        ctx.addIssue({
          code: 'custom',
          message: "expected a duration such as '500ms', '15s' or '2m' (100 ms to 1 h)",
        });
        return z.NEVER;
      }
      return ms;
    });

const zBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const zInt = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'expected an integer' })
    .int('expected an integer')
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`)
    .default(fallback);

/** A monthly price in major units ('14.99') → minor units (1499). */
const zPrice = (fallback: number) =>
  z.coerce
    .number({ error: 'expected a price such as 14.99' })
    .positive('expected a price above 0')
    .max(100_000, 'expected at most 100000')
    .default(fallback)
    .transform((v) => Math.round(v * 100));

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Where uploads go when S3_URL is set (decision 0042). */
export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  /** '' or a folder ending in '/', put before every key. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_FORMAT =
  'expected s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…&forcePathStyle=true] ' +
  '(s3+http:// for a plain-HTTP endpoint)';

/**
 * `s3://KEY:SECRET@host:port/bucket/prefix?region=eu-west-1&forcePathStyle=true`;
 * `s3+http://` talks plain HTTP (a local server). Returns the reason on error,
 * never echoing the secret.
 */
export function parseS3Url(value: string): S3Config | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return S3_FORMAT;
  }
  const scheme = url.protocol === 's3:' ? 'https' : url.protocol === 's3+http:' ? 'http' : null;
  if (!scheme || !url.hostname) return S3_FORMAT;
  if (!url.username || !url.password) return `${S3_FORMAT}: the access key and secret are missing`;
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return `${S3_FORMAT}: missing or invalid bucket name`;
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(forcePathStyle))
    return `${S3_FORMAT}: forcePathStyle must be true or false`;
  for (const name of url.searchParams.keys())
    if (name !== 'region' && name !== 'forcePathStyle')
      return `${S3_FORMAT}: unknown option ${name}`;
  return {
    endpoint: `${scheme}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix: rest.length > 0 ? `${rest.map(decodeURIComponent).join('/')}/` : '',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: forcePathStyle === 'true',
  };
}

function medicalKeyOrIssue(text: string, ctx: z.RefinementCtx): MedicalKey {
  const key = parseMedicalKey(text);
  if (typeof key !== 'string') return key;
  ctx.addIssue({ code: 'custom', message: key });
  return { id: 'invalid', key: Buffer.alloc(32) };
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: zInt(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v),
        'expected postgres://… or memory://',
      )
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('data'),
  // PostgreSQL only: how long to wait for a connection, and for any one statement (decision 0035).
  DB_CONNECT_TIMEOUT_MS: zInt(5000, 100, 600_000),
  DB_QUERY_TIMEOUT_MS: zInt(15_000, 100, 3_600_000),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'expected at least 32 characters').optional(),
  ),
  JWT_TTL: z
    .string()
    .default('7d')
    .transform((v, ctx) => {
      const seconds = parseDurationSeconds(v);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: "expected seconds or a duration like '7d', '12h', '30m'",
        });
        return z.NEVER;
      }
      return seconds;
    }),
  LOGIN_MAX_FAILURES: zInt(10, 1, 100_000),
  LOGIN_WINDOW_MINUTES: zInt(15, 1, 24 * 60),
  RATE_LIMIT_ENABLED: zBool(true),
  AUTH_RATE_LIMIT_MAX: zInt(30, 1, 1_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  UPLOAD_DIR: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  S3_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v, ctx) => {
        const parsed = parseS3Url(v);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'expected redis://… or rediss://…')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'expected letters, digits, ":", ".", "-" or "_"')
    .default('futsal:'),
  REQUEST_HEADERS_TIMEOUT: zDeadlineMs('15s'),
  REQUEST_BODY_TIMEOUT: zDeadlineMs('15s'),
  UPLOAD_BODY_TIMEOUT: zDeadlineMs('2m'),
  CONNECTION_IDLE_TIMEOUT: zDeadlineMs('60s'),
  STREAMS_PER_USER: zInt(8, 1, 1000),
  STREAMS_PER_INSTANCE: zInt(2000, 1, 100_000),
  // One thread per core past the first (it serves the requests), 1 at least, 4 at most (decision 0164).
  REPORT_THREADS: zInt(Math.max(1, Math.min(4, availableParallelism() - 1)), 0, 32),
  REPORT_QUEUE: zInt(20, 0, 1000),
  REPORT_RENDER_TIMEOUT: zDeadlineMs('60s'),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()),
  CORS_ORIGIN: z.preprocess(blankToUndefined, z.string().optional()),
  SUPPORT_EMAIL: z.email('expected an e-mail address').default('support@futsalmanager.app'),
  MAIL_FROM: z.string().min(3).default('Futsal Manager <no-reply@futsalmanager.app>'),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'expected smtp://… or smtps://…')
      .optional(),
  ),
  MAIL_DIR: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  MAIL_RETRY_INTERVAL: z
    .string()
    .default('30s')
    .transform((v, ctx) => {
      const seconds = parseDurationSeconds(v);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: "expected seconds or a duration like '30s', '5m'",
        });
        return z.NEVER;
      }
      return seconds;
    }),
  MAIL_MAX_ATTEMPTS: zInt(12, 1, 1000),
  CONTACT_MAX_PER_HOUR: zInt(5, 1, 10_000),
  /** Days a team's audit rows are kept (decision 0179). */
  AUDIT_RETENTION_DAYS: zInt(AUDIT_RETENTION_DAYS_DEFAULT, 1, 36_500),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z.url({ error: 'expected an absolute URL' }).optional(),
  ),
  /** Players' medical data key, `<id>:<base64 of 32 bytes>` (decision 0173). */
  MEDICAL_DATA_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v, ctx) => medicalKeyOrIssue(v, ctx))
      .optional(),
  ),
  /** Earlier keys, comma-separated, still read until the start-up re-encryption replaced them. */
  MEDICAL_DATA_PREVIOUS_KEYS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v, ctx) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
          .map((k) => medicalKeyOrIssue(k, ctx)),
      )
      .optional(),
  ),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  /** Production with the sandbox gives every plan away: only when asked by name (decision 0162). */
  SANDBOX_PAYMENTS_IN_PRODUCTION: zBool(false),
  MEDICAL_DATA_KEY_FROM_SECRET: zBool(false),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'expected a three-letter ISO 4217 code')
    .default('EUR')
    .transform((v) => v.toUpperCase()),
  PLAN_PRICE_STARTER: zPrice(4.99),
  PLAN_PRICE_CLUB: zPrice(14.99),
  PLAN_PRICE_PRO: zPrice(29.99),
  BILLING_GRACE_DAYS: zInt(7, 0, 90),
  BILLING_JOB_INTERVAL_SECONDS: zInt(60, 0, 86_400),
  WEBHOOK_TOLERANCE_SECONDS: zInt(300, 1, 86_400),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'expected at least 32 characters').optional(),
  ),
  MERCADOPAGO_ACCESS_TOKEN: z.preprocess(blankToUndefined, z.string().optional()),
  MERCADOPAGO_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  MERCADOPAGO_API_URL: z.preprocess(
    blankToUndefined,
    z.url({ error: 'expected an absolute URL' }).optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  STRIPE_API_URL: z.preprocess(
    blankToUndefined,
    z.url({ error: 'expected an absolute URL' }).optional(),
  ),
});

/** Provider settings each adapter cannot start without. */
const PROVIDER_REQUIRED: Record<TPaymentProvider, (keyof z.infer<typeof ZEnv>)[]> = {
  sandbox: [],
  mercadopago: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
};

export type TDatabaseConfig =
  | { kind: 'pglite'; dataDir: string | 'memory://' }
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number; queryTimeoutMs?: number };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: TDatabaseConfig;
  dataDir: string;
  jwt: { secret: string; ttlSeconds: number };
  login: { maxFailures: number; windowMinutes: number };
  rateLimit: { enabled: boolean; authMaxPerMinute: number };
  logLevel: string;
  webDistDir: string;
  uploadDir: string;
  /** Uploads in S3-compatible storage instead of `uploadDir`; null: local disk. */
  s3: S3Config | null;
  /** Shared login-throttle counters; null: in process memory. */
  redis: { url: string; keyPrefix: string } | null;
  trustProxy: boolean | number | string;
  /** How long a client may take over a request's parts (issue 41, decision 0150). */
  deadlines: RequestDeadlines;
  /** Open live streams allowed per user and per instance (issue 41). */
  streams: { perUser: number; perInstance: number };
  /** PDF reports' render threads (0: on the request thread), waiting room and deadline (decision 0164). */
  reports: { threads: number; queue: number; timeoutMs: number };
  corsOrigin: string[] | null;
  /** Players' medical data keys (decision 0173). */
  medical: MedicalKeyring;
  mail: {
    supportEmail: string;
    from: string;
    /** null: mails are written as .eml files in `fileDir` instead of sent. */
    smtpUrl: string | null;
    fileDir: string;
    /** How often the outbox worker looks for due mails. */
    pollSeconds: number;
    /** Attempts before a mail is marked failed (it stays stored). */
    maxAttempts: number;
  };
  contact: { maxPerHour: number };
  /** How long a team's audit trail is kept (decision 0179). */
  audit: { retentionDays: number };
  /** Where browsers reach the app (back URLs of the payment providers); null: the request's own origin. */
  publicUrl: string | null;
  billing: BillingConfig;
}

export interface BillingConfig {
  provider: TPaymentProvider;
  currency: string;
  /** Monthly price of each plan in minor units. */
  monthlyPrices: Record<TPlan, number>;
  graceDays: number;
  /** 0: the renewal job does not run on a timer. */
  jobIntervalSeconds: number;
  webhookToleranceSeconds: number;
  sandboxWebhookSecret: string;
  mercadopago: { accessToken: string; webhookSecret: string; apiUrl: string | null } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
}

const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);

/** 'true'/'false', a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Without JWT_SECRET a random one is kept in DATA_DIR so that tokens survive
 * restarts; several instances must share an explicit JWT_SECRET instead.
 */
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  // Existing variables win: process.loadEnvFile never overrides them.
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment; throws an Error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env === process.env) loadDotEnv();
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = PROVIDER_REQUIRED[e.PAYMENT_PROVIDER].filter((k) => e[k] === undefined);
  if (missing.length > 0) {
    const lines = missing.map(
      (k) => `  ${k}: required when PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (
    e.NODE_ENV === 'production' &&
    e.PAYMENT_PROVIDER === 'sandbox' &&
    !e.SANDBOX_PAYMENTS_IN_PRODUCTION
  ) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox lets anyone approve their own paid plan; ' +
        'in production set PAYMENT_PROVIDER=stripe or mercadopago, or SANDBOX_PAYMENTS_IN_PRODUCTION=true to give plans away',
    );
  }
  if (
    e.NODE_ENV === 'production' &&
    e.MEDICAL_DATA_KEY === undefined &&
    !e.MEDICAL_DATA_KEY_FROM_SECRET &&
    e.DATABASE_URL?.startsWith('postgres')
  )
    throw new Error(
      'Invalid configuration:\n  MEDICAL_DATA_KEY: required in production with PostgreSQL, as <id>:<base64 of 32 bytes> (openssl rand -base64 32), or MEDICAL_DATA_KEY_FROM_SECRET=true to seal with a key derived from JWT_SECRET',
    );
  const dataDir = fromRoot(e.DATA_DIR);
  const database: TDatabaseConfig =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: 'memory://' }
        : {
            kind: 'postgres',
            url: e.DATABASE_URL,
            connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
            queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
          };

  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    jwt: { secret: jwtSecret, ttlSeconds: e.JWT_TTL },
    medical: {
      // Local only (the embedded database, or not production): derived from the server secret.
      current: e.MEDICAL_DATA_KEY ?? derivedDevKey(jwtSecret),
      previous: e.MEDICAL_DATA_PREVIOUS_KEYS ?? [],
    },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowMinutes: e.LOGIN_WINDOW_MINUTES },
    rateLimit: { enabled: e.RATE_LIMIT_ENABLED, authMaxPerMinute: e.AUTH_RATE_LIMIT_MAX },
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    uploadDir: e.UPLOAD_DIR ? fromRoot(e.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    s3: e.S3_URL ?? null,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    streams: { perUser: e.STREAMS_PER_USER, perInstance: e.STREAMS_PER_INSTANCE },
    reports: {
      threads: e.REPORT_THREADS,
      queue: e.REPORT_QUEUE,
      timeoutMs: e.REPORT_RENDER_TIMEOUT,
    },
    deadlines: {
      headersMs: e.REQUEST_HEADERS_TIMEOUT,
      bodyMs: e.REQUEST_BODY_TIMEOUT,
      uploadMs: e.UPLOAD_BODY_TIMEOUT,
      idleMs: e.CONNECTION_IDLE_TIMEOUT,
    },
    corsOrigin: e.CORS_ORIGIN
      ? e.CORS_ORIGIN.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : null,
    mail: {
      supportEmail: e.SUPPORT_EMAIL,
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL ?? null,
      fileDir: e.MAIL_DIR ? fromRoot(e.MAIL_DIR) : path.join(dataDir, 'mail'),
      pollSeconds: e.MAIL_RETRY_INTERVAL,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    contact: { maxPerHour: e.CONTACT_MAX_PER_HOUR },
    audit: { retentionDays: e.AUDIT_RETENTION_DAYS },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    billing: {
      provider: e.PAYMENT_PROVIDER,
      currency: e.BILLING_CURRENCY,
      monthlyPrices: {
        starter: e.PLAN_PRICE_STARTER,
        club: e.PLAN_PRICE_CLUB,
        pro: e.PLAN_PRICE_PRO,
      },
      graceDays: e.BILLING_GRACE_DAYS,
      jobIntervalSeconds: e.BILLING_JOB_INTERVAL_SECONDS,
      webhookToleranceSeconds: e.WEBHOOK_TOLERANCE_SECONDS,
      sandboxWebhookSecret:
        e.SANDBOX_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'sandbox-webhook-secret'),
      mercadopago:
        e.MERCADOPAGO_ACCESS_TOKEN && e.MERCADOPAGO_WEBHOOK_SECRET
          ? {
              accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
              webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
              apiUrl: e.MERCADOPAGO_API_URL ?? null,
            }
          : null,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL ?? null,
            }
          : null,
    },
  };
}

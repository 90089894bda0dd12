/**
 * What may reach a log line about an error (decision 0036). Errors are logged
 * through `safeErrorSerializer`: only the type, a cleaned message, the SQLSTATE
 * and constraint names, the stack frames and the same for `cause`. Dropped:
 * drizzle's `params` and the `params:` part of its message (a failed INSERT
 * carries every field of the row: password hashes, national ids, phones,
 * medical data), PostgreSQL's `detail`/`where`/`internalQuery` (e.g. "Key
 * (email)=(ana@…) already exists"), the quoted value of messages such as
 * `invalid input syntax for type uuid: "…"`, e-mail addresses anywhere in a
 * message, and any other own property.
 */

export interface SafeLoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Frames only, under the cleaned message ('' when the error had none). */
  stack: string;
  cause?: SafeLoggedError;
}

/** Field names whose values are never logged, wherever they appear. */
export const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'authorization',
  'cookie',
  'nationalId',
  'national_id',
  'phone',
  'address',
  'email',
  'emergencyContact',
  'emergency_contact',
  'medicalInfo',
  'medical_info',
  'dateOfBirth',
  'date_of_birth',
  // The rest of a player's personal section (roles.ts, decision 0178).
  'height',
  'weight',
  'joinedDate',
  'joined_date',
  'secret',
] as const;

/** Drizzle's "Failed query: <sql>\nparams: <values>": the values go. */
const PARAMS_RE = /\nparams:[\s\S]*$/;
/** PostgreSQL quotes the offending input at the end: `…: "value"`. */
const QUOTED_VALUE_RE = /: "[\s\S]*"$/;
/** `Key (column)=(value)` in messages of some drivers. */
const KEY_VALUE_RE = /=\([^)]*\)/g;
/** An address anywhere, e.g. in an SMTP server's rejection ("550 <ana@…>: Recipient address rejected"). */
const EMAIL_RE = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[^\s<>()"',;:@]+/g;

function cleanMessage(message: string): string {
  return redactSecrets(message)
    .replace(PARAMS_RE, '\nparams: [redacted]')
    .replace(QUOTED_VALUE_RE, ': "[redacted]"')
    .replace(KEY_VALUE_RE, '=([redacted])')
    .replace(EMAIL_RE, '[redacted email]');
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function safeErrorSerializer(err: unknown, depth = 0): SafeLoggedError {
  if (!err || typeof err !== 'object')
    return { type: typeof err, message: cleanMessage(String(err)), stack: '' };
  const e = err as Record<string, unknown>;
  const type = str(e.name) ?? err.constructor?.name ?? 'Error';
  const message = cleanMessage(str(e.message) ?? '');
  const out: SafeLoggedError = { type, message, stack: '' };
  const code = str(e.code);
  if (code) out.code = code;
  for (const k of ['constraint', 'table', 'column'] as const) {
    const v = str(e[k]);
    if (v) out[k] = v;
  }
  const stack = str(e.stack);
  // The stack's first line repeats the raw message: only the frames are kept, under the cleaned message.
  if (stack)
    out.stack = [`${type}: ${message}`, ...stack.split('\n').filter((l) => /^\s+at /.test(l))].join(
      '\n',
    );
  if (e.cause !== undefined && depth < 4) out.cause = safeErrorSerializer(e.cause, depth + 1);
  return out;
}

/** pino `redact` paths: the sensitive keys in the bodies and headers any log line might carry. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // A key at the top of a line's object (`log.warn({ token })`) as well as one level down.
  ...SENSITIVE_KEYS.flatMap((k) => [k, `req.body.${k}`, `body.${k}`, `*.${k}`]),
];

/**
 * A live link's token (decision 0053) opens a match to anyone, a player's answer link (0158) their
 * answer, an invitation link (0176) a team's staff: like passwords, they stay out of logs. (A team's
 * `/invitations/<id>` is masked too: an id is no secret, but one rule is simpler.)
 */
const LIVE_TOKEN_IN_PATH = /(\/(?:live|answer|invitations)\/)[^/?#\s"'\\]+/g;
/**
 * Every value of a query string: signed file URLs (`sig`), sandbox checkout tokens, JWTs sent as
 * `?token=`/`?access_token=`, and whatever a future route carries there (issue 41). The names stay.
 */
const QUERY_VALUE = /([?&][\w.\-[\]%]{1,64}=)[^&#\s"'\\]+/g;
/** A JWT anywhere (a header, a body, an error's message): three base64url parts, the first `{"`. */
const JWT_RE = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g;
/** `Bearer <token>` anywhere. */
const BEARER_RE = /(Bearer\s+)[\w.~+/-]+=*/gi;

/** A URL with its path's and query's secrets masked. */
export const redactUrl = (url: string): string =>
  url.replace(LIVE_TOKEN_IN_PATH, '$1[redacted]').replace(QUERY_VALUE, '$1[redacted]');

/** Text that may hold a URL or a token, masked wherever they appear. */
export const redactSecrets = (text: string): string =>
  redactUrl(text).replace(JWT_RE, '[redacted jwt]').replace(BEARER_RE, '$1[redacted]');

/** Cheap test first: most lines hold none of the markers and are passed as they are. */
const MAY_HOLD_SECRET = /[?&]\w|eyJ|\/live\/|\/invitations\/|bearer/i;

/**
 * The log's destination, with every line scrubbed of URL secrets and tokens whatever logged it
 * (Fastify's own "Route … not found", a plugin's message, an object field named `url` or `link`):
 * the serializers and redaction paths cover known fields; this covers the rest.
 */
export function scrubbingStream(dest: { write(line: string): unknown }): {
  write(line: string): void;
} {
  return {
    write: (line) => void dest.write(MAY_HOLD_SECRET.test(line) ? redactSecrets(line) : line),
  };
}

/** Fastify's request serializer with the URL's secrets masked. */
export function safeRequestSerializer(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version:
      typeof req.headers?.['accept-version'] === 'string'
        ? req.headers['accept-version']
        : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

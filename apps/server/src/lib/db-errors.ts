/**
 * Errors of "the database cannot be reached or did not answer in time", from
 * either driver, however deep drizzle wrapped them: the request is not at
 * fault, so they answer 503 SERVICE_UNAVAILABLE with Retry-After (decision 0035).
 */

/** Socket-level failures: refused, reset, unreachable, timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too_many_connections,
 * 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now), 57014
 * query_canceled (our statement_timeout).
 */
const SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03', '57014']);

/** node-postgres and pg-pool report these without a code. */
const MESSAGES = [
  /^Connection terminated/i,
  /^timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /^Client has encountered a connection error/i,
  /^Client was closed and is not queryable/i,
  /^Cannot use a pool after calling end/i,
];

function isUnavailableOne(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return MESSAGES.some((re) => re.test(message));
}

/** Walks `cause` (drizzle's DrizzleQueryError wraps the driver's error) and AggregateError lists. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  if (isUnavailableOne(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return 'cause' in err && isDatabaseUnavailable(err.cause, depth + 1);
}

/** Seconds a client is told to wait before retrying while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

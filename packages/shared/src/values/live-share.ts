// The values of schemas/live-share.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/live-share.ts re-exports them.

/**
 * The read-only live link of a match (decision 0053): 32 random bytes as
 * base64url, so 43 characters of [A-Za-z0-9_-].
 */
export const LIVE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const isLiveToken = (value: unknown): value is string =>
  typeof value === 'string' && LIVE_TOKEN_RE.test(value);

/** The web page a live link opens. */
export const livePath = (token: string) => `/live/${token}`;

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

/**
 * The public page's stream (decision 0136): GET /public/live/{token}/stream sends `live` frames,
 * each the whole public view (the same bytes to every viewer of the match) with `id` = the seq of
 * the match's latest event, and one `revoked` frame before it ends when the link stops working.
 */
export const PUBLIC_STREAM_EVENT = 'live';
export const PUBLIC_STREAM_REVOKED = 'revoked';

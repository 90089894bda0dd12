import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stored files are served only through signed, expiring URLs (decision 0037):
 * `/api/files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256(key, exp)>`. The
 * presenters sign the URL of every logo or avatar they return to the owner,
 * so an `<img>` works without an Authorization header, a leaked URL dies by
 * itself, and a key alone (e.g. guessed or from an old reply) opens nothing.
 *
 * `exp` is rounded up to a whole window, so every reply within one window
 * carries the same URL and the browser's cache keeps working; a URL stays
 * valid between TTL and TTL + window.
 *
 * Only the folders listed in PUBLIC_BY_SIGNATURE can be served this way:
 * anything else (e.g. contact attachments) is never reachable by URL.
 */
export const PUBLIC_BY_SIGNATURE: ReadonlySet<string> = new Set(['logos', 'avatars']);

export interface FileUrlOptions {
  ttlSeconds: number;
  windowSeconds: number;
  now: () => number;
}

const DEFAULTS: FileUrlOptions = { ttlSeconds: 24 * 3600, windowSeconds: 6 * 3600, now: Date.now };

let signingKey: Buffer | null = null;
let options: FileUrlOptions = DEFAULTS;

/** Derives the signing key from the app's secret; called by buildApp (and by tests, with a clock). */
export function configureFileUrls(secret: string, overrides: Partial<FileUrlOptions> = {}): void {
  signingKey = createHmac('sha256', secret).update('futsal-file-urls-v1').digest();
  options = { ...DEFAULTS, ...overrides };
}

function signature(key: string, exp: number): string {
  // Fail closed: an unconfigured process must not hand out unsigned or guessable URLs.
  if (!signingKey) throw new Error('file URLs are not configured (configureFileUrls)');
  return createHmac('sha256', signingKey).update(`${key}\n${exp}`).digest('base64url');
}

export const folderOf = (key: string) => key.slice(0, key.indexOf('/'));

/** The signed URL of a stored file, valid for at least the TTL. */
export function fileUrl(key: string): string {
  const nowSec = Math.floor(options.now() / 1000);
  const exp =
    Math.ceil((nowSec + options.ttlSeconds) / options.windowSeconds) * options.windowSeconds;
  return `/api/files/${key}?exp=${exp}&sig=${signature(key, exp)}`;
}

/** Seconds the URL stays valid, or null when it is forged, expired or names a private folder. */
export function verifyFileUrl(key: string, exp: unknown, sig: unknown): number | null {
  if (!PUBLIC_BY_SIGNATURE.has(folderOf(key))) return null;
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return null;
  const expSec = Number(exp);
  const remaining = expSec - Math.floor(options.now() / 1000);
  if (remaining <= 0) return null;
  const expected = Buffer.from(signature(key, expSec));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}

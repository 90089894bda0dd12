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

export const folderOf = (key: string) => key.slice(0, key.indexOf('/'));

/**
 * Signs and checks file URLs with a key derived from the app's secret. An
 * object made where the services are made (createServices), not a module
 * setting: every entry point that builds the services (the server, the seed,
 * a script) signs with its own configuration and none can forget to set it
 * up (decision 0111).
 */
export class FileUrls {
  private readonly signingKey: Buffer;
  private readonly options: FileUrlOptions;

  constructor(secret: string, overrides: Partial<FileUrlOptions> = {}) {
    this.signingKey = createHmac('sha256', secret).update('futsal-file-urls-v1').digest();
    this.options = { ...DEFAULTS, ...overrides };
  }

  private signature(key: string, exp: number): string {
    return createHmac('sha256', this.signingKey).update(`${key}\n${exp}`).digest('base64url');
  }

  /** The signed URL of a stored file, valid for at least the TTL. */
  url(key: string): string {
    const { now, ttlSeconds, windowSeconds } = this.options;
    const nowSec = Math.floor(now() / 1000);
    const exp = Math.ceil((nowSec + ttlSeconds) / windowSeconds) * windowSeconds;
    return `/api/files/${key}?exp=${exp}&sig=${this.signature(key, exp)}`;
  }

  /** Seconds the URL stays valid, or null when it is forged, expired or names a private folder. */
  verify(key: string, exp: unknown, sig: unknown): number | null {
    if (!PUBLIC_BY_SIGNATURE.has(folderOf(key))) return null;
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return null;
    const expSec = Number(exp);
    const remaining = expSec - Math.floor(this.options.now() / 1000);
    if (remaining <= 0) return null;
    const expected = Buffer.from(this.signature(key, expSec));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return remaining;
  }
}

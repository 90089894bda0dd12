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
 *
 * Each URL is signed for the session it was shown to (`sid` and `uid`, decision
 * 0163): it opens its file only while that session is live, so logging out
 * (one device or all) or a password change ends every URL handed to the ended
 * sessions at once, not ~27 h later.
 */
export const PUBLIC_BY_SIGNATURE: ReadonlySet<string> = new Set(['logos', 'avatars']);

export interface FileUrlOptions {
  ttlSeconds: number;
  windowSeconds: number;
  now: () => number;
}

const DEFAULTS: FileUrlOptions = { ttlSeconds: 24 * 3600, windowSeconds: 6 * 3600, now: Date.now };

export const folderOf = (key: string) => key.slice(0, key.indexOf('/'));

/** The session a URL is signed for (the AuthContext of the request that is shown it). */
export interface FileUrlSession {
  userId: string;
  jti: string;
}

/** A URL's query as the files route reads it; anything may be missing or forged. */
export interface FileUrlQuery {
  exp?: unknown;
  sid?: unknown;
  uid?: unknown;
  sig?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  private signature(key: string, exp: number, session: FileUrlSession): string {
    return createHmac('sha256', this.signingKey)
      .update(`${key}\n${exp}\n${session.jti}\n${session.userId}`)
      .digest('base64url');
  }

  /** The signed URL of a stored file for one session, valid for at least the TTL while it lives. */
  url(key: string, session: FileUrlSession): string {
    const { now, ttlSeconds, windowSeconds } = this.options;
    const nowSec = Math.floor(now() / 1000);
    const exp = Math.ceil((nowSec + ttlSeconds) / windowSeconds) * windowSeconds;
    const sig = this.signature(key, exp, session);
    return `/api/files/${key}?exp=${exp}&sid=${session.jti}&uid=${session.userId}&sig=${sig}`;
  }

  /**
   * Seconds the URL stays valid and the session it was signed for, or null when it is
   * forged, expired or names a private folder. The caller checks that the session is live.
   */
  verify(key: string, query: FileUrlQuery): { remaining: number; session: FileUrlSession } | null {
    const { exp, sid, uid, sig } = query;
    if (!PUBLIC_BY_SIGNATURE.has(folderOf(key))) return null;
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return null;
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof uid !== 'string' || !UUID.test(uid))
      return null;
    const expSec = Number(exp);
    const remaining = expSec - Math.floor(this.options.now() / 1000);
    if (remaining <= 0) return null;
    const session = { jti: sid, userId: uid };
    const expected = Buffer.from(this.signature(key, expSec, session));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { remaining, session };
  }
}

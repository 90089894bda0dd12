import { createHash, createHmac, randomBytes } from 'node:crypto';
import { livePath } from '@futsal/shared';

/**
 * What each kind of secret link opens: the label its key is derived under (part of the stored
 * hashes: changing one breaks every link of that kind) and the path a token is served at.
 */
const PURPOSES = {
  // Decision 0053.
  'live-share': { label: 'futsal.live-share.v1', path: livePath },
  // Decision 0146.
  'calendar-feed': {
    label: 'futsal.calendar-feed.v1',
    path: (token: string) => `/api/public/calendar/${token}.ics`,
  },
  // Decision 0158.
  'callup-answer': {
    label: 'futsal.callup-answer.v1',
    path: (token: string) => `/answer/${token}`,
  },
} as const;

export type CapabilityPurpose = keyof typeof PURPOSES;

/** 43 base64url characters: what every capability token looks like (anything else is 404 unread). */
export const isCapabilityToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The tokens of the secret links (a match's live page, a team's calendar feed, a player's
 * answer link): HMAC-SHA256 of a random 32-byte nonce under a key of the link kind's own,
 * derived from the server secret, so a token of one kind never opens another. The row keeps
 * the nonce and the token's SHA-256, never the token: a copy of the database opens nothing, yet
 * the coach can be shown the same link again. Lookups go by the SHA-256, so no comparison of the
 * token itself runs in variable time.
 */
export class CapabilityTokens {
  private readonly key: Buffer;
  private readonly path: (token: string) => string;

  constructor(secret: string, purpose: CapabilityPurpose) {
    const { label, path } = PURPOSES[purpose];
    this.key = createHmac('sha256', secret).update(label).digest();
    this.path = path;
  }

  /** A fresh link: the nonce its row keeps and the hash lookups go by. */
  issue(): { nonce: string; hash: string } {
    const nonce = randomBytes(32).toString('base64url');
    return { nonce, hash: this.hashOf(this.tokenOf(nonce)) };
  }

  /** 43 base64url characters. */
  tokenOf(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** The path the link of a stored nonce is served at. */
  pathOf(nonce: string): string {
    return this.path(this.tokenOf(nonce));
  }

  /** A stored link's token, or null when it no longer rebuilds (the server secret changed). */
  shownToken(row: { nonce: string; tokenHash: string }): string | null {
    const token = this.tokenOf(row.nonce);
    return this.hashOf(token) === row.tokenHash ? token : null;
  }
}

import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 43 base64url characters: what a feed token looks like (anything else is 404 unread). */
export const FEED_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A calendar feed's token (decision 0146), made like a live link's (decision
 * 0053): HMAC-SHA256 of a random nonce under a key of its own derived from the
 * server secret. The row keeps the nonce and the token's SHA-256, so a copy of
 * the database opens no feed, yet the coach can be shown the same URL again.
 */
export class FeedTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('futsal.calendar-feed.v1').digest();
  }

  newNonce(): string {
    return randomBytes(32).toString('base64url');
  }

  tokenOf(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}

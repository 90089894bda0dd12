import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Decision 0053: a live link's token is HMAC-SHA256(key, nonce) with a key
 * derived from the server secret and a random 32-byte nonce per link. The row
 * keeps the nonce and the token's SHA-256, never the token: a copy of the
 * database cannot open a live page, yet the server can show the coach the same
 * link again. Lookups go by the SHA-256, so no comparison of the token itself
 * runs in variable time.
 */
export class LiveTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a live token never doubles as anything the secret signs elsewhere.
    this.key = createHmac('sha256', secret).update('futsal.live-share.v1').digest();
  }

  newNonce(): string {
    return randomBytes(32).toString('base64url');
  }

  /** 43 base64url characters (LIVE_TOKEN_RE). */
  tokenOf(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}

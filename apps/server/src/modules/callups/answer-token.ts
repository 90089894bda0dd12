import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A player's answer link token (decision 0158), made like a live link's
 * (decision 0053) and a calendar feed's (0146): HMAC-SHA256 of a random nonce
 * under a key of its own derived from the server secret. The call-up row keeps
 * the nonce and the token's SHA-256, so a copy of the database opens no link,
 * yet the coach can copy the same link again.
 */
export class AnswerTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('futsal.callup-answer.v1').digest();
  }

  /** A fresh link: its nonce and the hash lookups go by. */
  issue(): { nonce: string; hash: string } {
    const nonce = randomBytes(32).toString('base64url');
    return { nonce, hash: this.hashOf(this.tokenOf(nonce)) };
  }

  tokenOf(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  pathOf(nonce: string): string {
    return `/answer/${this.tokenOf(nonce)}`;
  }
}

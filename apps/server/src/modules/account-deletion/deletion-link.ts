import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const PURPOSE = 'account-deletion';

/**
 * The confirmation link's token (decision 0172): a JWT under a key of its own derived from the
 * server secret (a session token never confirms a deletion, nor the other way round), naming
 * the user and a nonce the user row keeps until the link is used, replaced or cancelled.
 */
export class DeletionLinks {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('futsal.account-deletion.v1').digest();
  }

  async issue(userId: string, now: Date, ttlHours: number) {
    const nonce = randomBytes(24).toString('base64url');
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({ purpose: PURPOSE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(nonce)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlHours * 3600)
      .sign(this.key);
    return { token, nonce };
  }

  /** The user and nonce of a valid, unexpired link; null otherwise (never why). */
  async verify(token: string, now: Date): Promise<{ userId: string; nonce: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (payload.purpose !== PURPOSE || !payload.sub || !payload.jti) return null;
      return { userId: payload.sub, nonce: payload.jti };
    } catch {
      return null;
    }
  }
}

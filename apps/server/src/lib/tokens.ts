import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

const ALG = 'HS256';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs exactly the given claims; tests use it to mint already-expired tokens. */
export function signClaims(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(secretKey(secret));
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = secretKey(secret);
  }

  async issue(userId: string, now = new Date()): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { sub: userId, jti: randomUUID(), iat, exp: iat + this.ttlSeconds };
    return { token: await signClaims(this.secret, claims), claims };
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      const { sub, jti, iat, exp } = payload;
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof iat !== 'number' ||
        typeof exp !== 'number'
      ) {
        return null;
      }
      // Both end up in uuid columns; anything else would be a database error.
      if (!UUID_RE.test(sub) || !UUID_RE.test(jti)) {
        return null;
      }
      return { sub, jti, iat, exp };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}

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

export interface TokenServiceOptions {
  /** Time as expiry checks see it (tests move it). */
  now?: () => number;
  /** Verified tokens remembered (decision 0064). */
  maxCached?: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly now: () => number;
  private readonly maxCached: number;
  /**
   * Tokens whose signature and claims passed, by their exact text: a client
   * sends the same token on every request, and jose's verify (WebCrypto: a
   * key import and an HMAC job per call) was a quarter of a signed-in read's
   * CPU. A different signature is a different key, so a forged token never
   * hits; expiry is checked on every hit.
   */
  private readonly verified = new Map<string, Readonly<TokenClaims>>();

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    options: TokenServiceOptions = {},
  ) {
    this.key = secretKey(secret);
    this.now = options.now ?? Date.now;
    this.maxCached = options.maxCached ?? 10_000;
  }

  async issue(userId: string, now = new Date()): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { sub: userId, jti: randomUUID(), iat, exp: iat + this.ttlSeconds };
    return { token: await signClaims(this.secret, claims), claims };
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<Readonly<TokenClaims> | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after the current whole second.
      if (known.exp > Math.floor(this.now() / 1000)) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) this.remember(token, claims);
    return claims;
  }

  /** Tokens currently remembered (tests). */
  get cachedTokens(): number {
    return this.verified.size;
  }

  private remember(token: string, claims: TokenClaims): void {
    // A Map iterates in insertion order: the first key is the oldest token.
    if (this.verified.size >= this.maxCached) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, Object.freeze(claims));
  }

  private async verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        currentDate: new Date(this.now()),
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

import { describe, expect, it } from 'vitest';
import { signClaims, TokenService } from './tokens';

const SECRET = 'c'.repeat(48);
const USER = '7d0a3c4e-1b2f-4a5b-9c6d-0e1f2a3b4c5d';

/** A token service on a clock the test moves. */
function service(maxCached?: number) {
  const clock = { ms: Date.UTC(2026, 10, 1, 12) };
  const tokens = new TokenService(SECRET, 3600, { now: () => clock.ms, maxCached });
  return { tokens, clock };
}

/** The same token with one character of its signature changed. */
const forgedSignature = (token: string) =>
  token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1);

describe('TokenService.verify with its cache of verified tokens', () => {
  it('answers a verified token again from the cache, until it expires', async () => {
    const { tokens, clock } = service();
    const { token, claims } = await tokens.issue(USER, new Date(clock.ms));
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.cachedTokens).toBe(1);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.ms = claims.exp * 1000 - 1;
    expect(await tokens.verify(token)).toEqual(claims);
    // The second `exp` itself is already expired (jose's rule), from the cache as without it.
    clock.ms = claims.exp * 1000;
    expect(await tokens.verify(token)).toBeNull();
    expect(tokens.cachedTokens).toBe(0);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims differ from a cached one', async () => {
    const { tokens, clock } = service();
    const { token, claims } = await tokens.issue(USER, new Date(clock.ms));
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(forgedSignature(token))).toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    // Refusals are never remembered.
    expect(tokens.cachedTokens).toBe(1);
  });

  it('refuses a token signed with another secret or already expired, and caches neither', async () => {
    const { tokens, clock } = service();
    const iat = Math.floor(clock.ms / 1000);
    const claims = { sub: USER, jti: '0b1c2d3e-4f50-4162-8374-95a6b7c8d9e0', iat, exp: iat + 60 };
    expect(await tokens.verify(await signClaims('d'.repeat(48), claims))).toBeNull();
    const expired = await signClaims(SECRET, { ...claims, iat: iat - 120, exp: iat - 60 });
    expect(await tokens.verify(expired)).toBeNull();
    expect(tokens.cachedTokens).toBe(0);
  });

  it('keeps at most maxCached tokens, the newest', async () => {
    const { tokens, clock } = service(2);
    const issued = [];
    for (let i = 0; i < 3; i++) issued.push(await tokens.issue(USER, new Date(clock.ms)));
    for (const { token } of issued) await tokens.verify(token);
    expect(tokens.cachedTokens).toBe(2);
    // The evicted one is verified again by its signature.
    expect(await tokens.verify(issued[0]!.token)).toEqual(issued[0]!.claims);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/utils';
import { checkStoredToken, isTokenValid, TOKEN_KEY } from './token';

const now = Date.UTC(2025, 0, 1);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

describe('isTokenValid (spec §5)', () => {
  it('accepts a token whose exp is later than now', () => {
    expect(isTokenValid(fakeJwt({ sub: 'u', exp: inSeconds(now) + 60 }), now)).toBe(true);
  });
  it('refuses a token without exp', () => {
    expect(isTokenValid(fakeJwt({ sub: 'u' }), now)).toBe(false);
  });
  it('refuses an expired token, and one expiring right now', () => {
    expect(isTokenValid(fakeJwt({ sub: 'u', exp: inSeconds(now) - 1 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ sub: 'u', exp: inSeconds(now) }), now)).toBe(false);
  });
  it('refuses garbage, empty and non-numeric exp', () => {
    expect(isTokenValid('garbage', now)).toBe(false);
    expect(isTokenValid('a.b.c', now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: 'tomorrow' }), now)).toBe(false);
  });
});

describe('checkStoredToken (spec §4)', () => {
  it('keeps a valid stored token', () => {
    const token = fakeJwt({ exp: inSeconds(now) + 3600 });
    localStorage.setItem(TOKEN_KEY, token);
    expect(checkStoredToken(now)).toBe(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });
  it.each([
    ['expired', fakeJwt({ exp: inSeconds(now) - 10 })],
    ['without exp', fakeJwt({ sub: 'x' })],
    ['garbage', 'not-a-jwt'],
  ])('removes a stored token that is %s', (_label, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    expect(checkStoredToken(now)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

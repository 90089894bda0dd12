import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
import type { TokenService } from './tokens';

export { signClaims, TokenService, type TokenClaims } from './tokens';

export interface AuthContext {
  userId: string;
  jti: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler; null on anonymous routes. */
    auth: AuthContext | null;
  }
}

/** Whether the session row of a token is live (exists, not revoked, not expired). */
export type SessionChecker = (jti: string, userId: string) => Promise<boolean>;

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createAuthenticate(
  tokens: TokenService,
  isSessionLive: SessionChecker,
): preHandlerAsyncHookHandler {
  return async function authenticate(req) {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await tokens.verify(token);
    if (!claims) throw new AppError('UNAUTHENTICATED');
    // A signed, unexpired token is not enough: logout and password changes revoke it server-side.
    if (!(await isSessionLive(claims.jti, claims.sub))) throw new AppError('UNAUTHENTICATED');
    req.auth = { userId: claims.sub, jti: claims.jti };
  };
}

/** The caller of an authenticated route; a route without `authenticate` is a bug. */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHENTICATED');
  return req.auth;
}

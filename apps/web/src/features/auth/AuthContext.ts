import type { TLoginRequest, TUser } from '@futsal/shared';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  /** The stored, validated token, or null. */
  token: string | null;
  isAuthenticated: boolean;
  /** The signed-in user once /auth/me answered; null on /login (see app/server-state). */
  user: TUser | null;
  isUserLoading: boolean;
  /** True right after an explicit logout: guards then forget the origin. */
  loggedOutExplicitly: boolean;
  login: (credentials: TLoginRequest) => Promise<TUser>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth debe ser usado dentro de un AuthProvider');
  return ctx;
}

/** The signed-in user's id, or null (also outside an AuthProvider: components shown in tests alone). */
export function useSignedInUserId(): string | null {
  return useContext(AuthContext)?.user?.id ?? null;
}

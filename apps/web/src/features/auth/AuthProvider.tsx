import type { TLoginRequest, TUser } from '@futsal/shared';
import { useSnackbar } from '../../lib/notices';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ApiError, isApiError } from '../../lib/api-client';
import {
  checkStoredToken,
  getToken,
  isTokenValid,
  removeToken,
  setToken,
  subscribeToken,
} from '../../lib/token';
import { currentQueryClient } from '../../app/server-state/current';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { authKeys } from './api/keys';
import { logoutRequest } from './api/logout';
import { clearDeviceCaches } from '../../lib/device-cache';

export interface AuthProviderProps {
  children: ReactNode;
  /** Called after logout to leave for /login; the router passes its navigate. */
  onLoggedOut?: () => void;
}

/**
 * Session of spec §4: the stored token is checked before anything renders. The user
 * (`/auth/me`) is a query, added to this context by the pages that have TanStack Query
 * (app/server-state): /login, the first page most visits open, does without it (decision 0069).
 */
export function AuthProvider({ children, onLoggedOut }: AuthProviderProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [checked, setChecked] = useState(false);
  const [loggedOutExplicitly, setLoggedOutExplicitly] = useState(false);
  const onLoggedOutRef = useRef(onLoggedOut);
  useEffect(() => {
    onLoggedOutRef.current = onLoggedOut;
  }, [onLoggedOut]);

  useEffect(() => {
    checkStoredToken();
    // The app's first screen renders from this update: as a transition, in slices the browser can
    // interrupt, not as one blocking render of the whole page (Lighthouse: a 1 s task on a phone).
    startTransition(() => setChecked(true));
  }, []);

  const rawToken = useSyncExternalStore(subscribeToken, getToken, () => null);
  const token = checked && rawToken && isTokenValid(rawToken) ? rawToken : null;

  // Token gone (401, logout, expiry, another tab): drop it and every cached server answer, the
  // service worker's on this device too (decision 0134).
  useEffect(() => {
    if (!checked || token) return;
    if (rawToken) removeToken();
    currentQueryClient()?.removeQueries();
    void clearDeviceCaches();
  }, [checked, token, rawToken]);

  const login = useCallback(async (credentials: TLoginRequest): Promise<TUser> => {
    // The reply's contract (and zod) loads with the first sign-in, not with the sign-in page;
    // so does the query client the signed-in pages need, seeded with the user below.
    const [{ loginRequest }, { appQueryClient }] = await Promise.all([
      import('./api/login'),
      import('../../app/server-state/client'),
    ]);
    const { token: newToken, user } = await loginRequest(credentials);
    if (!isTokenValid(newToken)) {
      console.warn('Intento de login con token inválido');
      removeToken();
      throw new ApiError(401, 'INVALID_TOKEN', '');
    }
    appQueryClient().setQueryData(authKeys.me, { user });
    setLoggedOutExplicitly(false);
    setToken(newToken);
    return user;
  }, []);

  const logout = useCallback(async () => {
    let failed = false;
    try {
      await logoutRequest();
    } catch (err) {
      // A 401 means the session was already over: that is a logout too.
      failed = !(isApiError(err) && err.status === 401);
    }
    setLoggedOutExplicitly(true);
    removeToken();
    currentQueryClient()?.clear();
    if (failed) enqueueSnackbar(t('auth.logoutError'), { variant: 'error' });
    else enqueueSnackbar(t('auth.logoutSuccess'), { variant: 'success' });
    onLoggedOutRef.current?.();
  }, [enqueueSnackbar, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      isAuthenticated: token !== null,
      user: null,
      isUserLoading: false,
      loggedOutExplicitly,
      login,
      logout,
    }),
    [token, loggedOutExplicitly, login, logout],
  );

  if (!checked) return <FullPageSpinner />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

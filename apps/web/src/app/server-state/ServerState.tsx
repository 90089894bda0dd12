import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { Outlet } from 'react-router';
import { AuthContext } from '../../features/auth/AuthContext';
import { useMeQuery } from '../../features/auth/api/use-me-query';
import { appQueryClient } from './client';

/** Every page but /login: server state, and the signed-in user read from it. */
export function ServerState() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <WithUser />
    </QueryClientProvider>
  );
}

/**
 * The session (AuthProvider, above every page) knows the token; the user is `/auth/me`, a query,
 * so it is added here, where TanStack Query is. Any page with a token fetches it, as before: a
 * revoked session is noticed (401 → /login) on public pages too. The live share page has no
 * session (decision 0053): nothing to add there.
 */
function WithUser() {
  const auth = useContext(AuthContext);
  const token = auth?.token ?? null;
  const me = useMeQuery(token !== null);
  const value = useMemo(
    () =>
      auth && {
        ...auth,
        user: token ? (me.data?.user ?? null) : null,
        isUserLoading: token !== null && me.isPending,
      },
    [auth, token, me.data, me.isPending],
  );
  if (!value) return <Outlet />;
  return (
    <AuthContext.Provider value={value}>
      <Outlet />
    </AuthContext.Provider>
  );
}

export default ServerState;

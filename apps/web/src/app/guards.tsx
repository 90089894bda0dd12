import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth/AuthContext';
import { safeRedirectPath } from '../lib/errors';

/** Signed-in routes: anonymous visitors go to /login, remembering where they were. */
export function RequireAuth() {
  const { isAuthenticated, loggedOutExplicitly } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    return (
      <Navigate
        to="/login"
        replace
        state={
          loggedOutExplicitly
            ? undefined
            : { from: `${location.pathname}${location.search}${location.hash}` }
        }
      />
    );
  }
  return <Outlet />;
}

/** /login and /register: a signed-in user goes back where they came from, else to /dashboard. */
export function PublicOnlyRoute() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (isAuthenticated) {
    const state = (location.state ?? {}) as { from?: unknown };
    const target =
      safeRedirectPath(state.from) ?? safeRedirectPath(searchParams.get('from')) ?? '/dashboard';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

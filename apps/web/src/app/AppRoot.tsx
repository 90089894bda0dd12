import { useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { setUnauthorizedHandler } from '../lib/api-client';

/** Root route: the session lives inside the router so it can navigate. */
export function AppRoot() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedHandler((from) => {
      void navigate('/login', { replace: true, state: { from } });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  const onLoggedOut = useCallback(() => {
    void navigate('/login', { replace: true });
  }, [navigate]);

  return (
    <AuthProvider onLoggedOut={onLoggedOut}>
      {/* The window is what scrolls (no inner scroll box): each new page opens at its top, back
          and forward find where the user was; a page changing only its own query keeps its
          scroll (preventScrollReset, decision 0118). */}
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}

import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { setUnauthorizedHandler } from '../lib/api-client';
import { NavigationProgress } from './NavigationProgress';
import { WindowScroll } from './WindowScroll';

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
      <WindowScroll />
      <NavigationProgress />
      <Outlet />
    </AuthProvider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/server-state/client';
import { setCurrentQueryClient } from '../app/server-state/current';

/**
 * The app's providers with a query client of the test's own, made the app's client (what the
 * route loaders and the server-state layout use), for a page or component rendered alone. The
 * app itself gets its client from the server-state route, so /login loads no query code.
 */
export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => {
    const own = queryClient ?? createQueryClient();
    setCurrentQueryClient(own);
    return own;
  });
  return (
    <AppProviders>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AppProviders>
  );
}

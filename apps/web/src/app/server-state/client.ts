import { QueryClient } from '@tanstack/react-query';
import { currentQueryClient, setCurrentQueryClient } from './current';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** The one client of the page: the one given to AppProviders (tests), else a new one. */
export function appQueryClient(): QueryClient {
  const existing = currentQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  setCurrentQueryClient(client);
  return client;
}

import { QueryClient } from '@tanstack/react-query';
import { currentQueryClient, setCurrentQueryClient } from './current';

/** How long a just-fetched result counts as fresh where a query sets no staleTime of its own. */
const PREFETCH_FRESH_MS = 3_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A page's first render finds the data its route loader fetched moments before (decision
      // 0071) without fetching it again; edits and the live stream still invalidate at once.
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: PREFETCH_FRESH_MS },
      mutations: { retry: false },
    },
  });
}

/** The one client of the page: the one TestProviders gives (tests), else a new one. */
export function appQueryClient(): QueryClient {
  const existing = currentQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  setCurrentQueryClient(client);
  return client;
}

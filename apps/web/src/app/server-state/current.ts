import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's QueryClient, once a page that needs server state created it. No runtime import of
 * TanStack Query: the session (AuthProvider, on every page /login included) only has to drop a
 * client's cache if there is one, and /login never loads the library (decision 0069).
 */
let current: QueryClient | null = null;

export function currentQueryClient(): QueryClient | null {
  return current;
}

/** `null` forgets it (between tests: each starts with no cache of another's). */
export function setCurrentQueryClient(client: QueryClient | null): void {
  current = client;
}

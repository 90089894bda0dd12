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

export function setCurrentQueryClient(client: QueryClient): void {
  current = client;
}

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { getToken, isTokenValid } from '../../lib/token';

/** Starts a page's requests on the app's query client (decision 0071). */
export type Prefetcher = (client: QueryClient, params: Params) => void;

/**
 * A route loader that starts the page's requests while the page's code downloads, instead of
 * after it has rendered, and returns at once: the page renders from the cache as before, with
 * its own queries. Signed in only (the requests would be refused), and nothing is awaited, so a
 * failed request is the page's own query's error, as without it.
 */
export function prefetching(load: () => Promise<{ default: Prefetcher }>): LoaderFunction {
  return ({ params }) => {
    if (isTokenValid(getToken())) {
      void Promise.all([load(), import('./client')])
        .then(([m, c]) => m.default(c.appQueryClient(), params))
        .catch(() => undefined);
    }
    return null;
  };
}

import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { sendEarly } from '../../lib/api-client';
import { getToken, isTokenValid } from '../../lib/token';
import { frameStaged } from '../frame-staging';
import { currentQueryClient } from './current';

/** Starts a page's requests on the app's query client (decision 0071); `search` is the URL's. */
export type Prefetcher = (client: QueryClient, params: Params, search: URLSearchParams) => void;

/** The GETs a page's first screen sends, from its route's params and the URL's search. */
export type FirstRequests = (params: Params, search: URLSearchParams) => readonly string[];

/**
 * Asks for a query's data unless the cache has it, fresh or not: a loader runs again when the
 * search or the params change (a language switch, the next match), and what a page shows is
 * kept current by its own queries, not by its loader. A failure is the page's query's to show.
 */
export function warm<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): void {
  void client.ensureQueryData(options).catch(() => undefined);
}

/**
 * A route loader that starts the page's requests while the page's code downloads, instead of
 * after it has rendered, and returns at once: the page renders from the cache as before, with
 * its own queries. Signed in only (the requests would be refused), and nothing is awaited, so a
 * failed request is the page's own query's error, as without it.
 */
export function prefetching(
  load: () => Promise<{ default: Prefetcher }>,
  firstRequests?: FirstRequests,
): LoaderFunction {
  return ({ params, request }) => {
    if (isTokenValid(getToken())) {
      const search = new URL(request.url).searchParams;
      // The app's first page has no query layer yet, so no cache to spare a request: its GETs
      // go now, while the prefetcher, the query layer and the page download, and the queries
      // take the replies (decision 0077). Later pages leave it to the cache-aware prefetcher.
      if (firstRequests && !currentQueryClient()) sendEarly(firstRequests(params, search));
      void frameStaged()
        .then(() => Promise.all([load(), import('./client')]))
        .then(([m, c]) => m.default(c.appQueryClient(), params, search))
        .catch(() => undefined);
    }
    return null;
  };
}

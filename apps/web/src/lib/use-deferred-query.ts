import { useDeferredValue } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
}

/**
 * A query's data as a page draws it. A reply reaches React through useSyncExternalStore, whose
 * renders are synchronous: the page's whole new content was drawn in one task, the page's
 * longest on a phone (decision 0104). Deferred, the reply's own render keeps what was shown and
 * React draws the new content at a transition's priority, yielding to input every few
 * milliseconds. Data already in the cache is drawn at once. `isPending` holds until the
 * deferred data is drawn, so the skeleton never gives way to an empty state first.
 */
export function useDeferredQuery<T>(query: QueryLike<T>): QueryLike<T> {
  const data = useDeferredValue(query.data);
  return { data, isPending: data === undefined && (query.isPending || query.data !== undefined) };
}

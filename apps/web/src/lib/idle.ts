import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser is idle, at most `timeout` ms later; where there is no
 * requestIdleCallback (Safari), after a short delay. Returns the cancel function.
 *
 * For what a page's first screen does not need (decision 0084): a request sent while the page
 * is still drawing lengthens its largest paint on a phone, where it shares the connections and
 * the bandwidth with the page's own files and data.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    // Taken now: the pair is replaced together (tests) or not at all.
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(() => fn(), { timeout });
    return () => cancel(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/** False until the browser has been idle once after the component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

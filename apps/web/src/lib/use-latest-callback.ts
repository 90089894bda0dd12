import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function of fixed identity that calls the latest `fn`: for a handler passed to many memoised
 * children (a tile per player) that closes over state changing at every tap, so a tap redraws
 * the tiles whose own props changed, not all of them. For events only, never during a render.
 */
export function useLatestCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

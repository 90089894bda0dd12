import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
/** How long a restored position waits for its page to grow tall enough. */
const RESTORE_FOR_MS = 5000;

/** Where the window was, per history entry: kept across reloads for the tab's life. */
function loadPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * The window's scroll across navigations (decision 0118). The window is what scrolls (the frames
 * have no inner scroll box). A new page opens at its top; back and forward return to where the
 * user was; a navigation that keeps the path (a filter, a page of a list, `?lng=`) keeps the
 * scroll. React Router's ScrollRestoration restores once, when the page commits, and a page
 * drawn in stages (its sections, then charts) is not yet tall enough then: the position was cut
 * to what fitted (900 px came back as 61). Here it is applied again as the page grows, until it
 * is reached, the user scrolls, or a few seconds pass.
 */
export function WindowScroll() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef({ key, pathname });

  useEffect(() => {
    positions.current ??= loadPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.current?.set(shown.current.key, window.scrollY);
    const onHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // Storage refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key, pathname };
    const saved = (positions.current ??= loadPositions()).get(key);
    if (type === 'POP' && saved !== undefined) return restore(saved);
    // The same page with another query, or the first page of a visit: left where it is.
    if (before.key === key || before.pathname === pathname) return;
    window.scrollTo(0, 0);
  }, [key, pathname, type]);

  return null;
}

/** Scrolls to `y`, again each time the page grows, until reached or the user takes over. */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_FOR_MS);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop);
  }
  observer.observe(root);
  observer.observe(document.body);
  for (const e of events) window.addEventListener(e, stop, { passive: true });
  return stop;
}

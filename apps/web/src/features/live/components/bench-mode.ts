import { createContext, useCallback, useContext, useEffect, useState } from 'react';

const KEY = 'futsal.live.benchMode';

/** Whether the console fills the screen (bench mode): its parts then use their dense sizes. */
export const DenseContext = createContext(false);
export const useDense = () => useContext(DenseContext);

/** Touch screens up to a tablet's size open the console in bench mode (decision 0130). */
export const BENCH_BY_DEFAULT = '(pointer: coarse) and (max-width: 1366px)';

/** The coach's choice on this device, else the default for its screen. */
export function initialBenchMode(): boolean {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === '1' || stored === '0') return stored === '1';
  } catch {
    // Private mode without storage: the default.
  }
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(BENCH_BY_DEFAULT).matches);
}

/**
 * Bench mode: the console covers the app's menu and top bar and, where the
 * browser allows, the screen. The coach's switch is remembered on the device, so a
 * reload during a match keeps it.
 */
export function useBenchMode() {
  'use memo';
  const [on, setOn] = useState(initialBenchMode);

  // The overlay covers the app, so the page under it must not scroll: a swipe at the overlay's
  // edge moved it, and the frame under it is taller than the screen (its footer sits below the
  // fold, decision 0101).
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [on]);

  // A tablet left on the bench must not dim mid-match: hold a screen wake lock while in bench mode.
  useEffect(() => {
    if (!on || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((l) => {
          if (gone) void l.release();
          else lock = l;
        })
        .catch(() => undefined);
    };
    acquire();
    // The browser drops the lock when the page is hidden; take it again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, [on]);

  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      try {
        localStorage.setItem(KEY, next ? '1' : '0');
      } catch {
        // Private mode without storage: bench mode lasts this page only.
      }
      // Full screen hides the browser's own bars too; refused or absent, the overlay is enough.
      const doc = typeof document !== 'undefined' ? document : null;
      if (next && doc?.documentElement.requestFullscreen && !doc.fullscreenElement) {
        doc.documentElement.requestFullscreen().catch(() => undefined);
      } else if (!next && doc?.fullscreenElement && doc.exitFullscreen) {
        doc.exitFullscreen().catch(() => undefined);
      }
      return next;
    });
  }, []);
  return { benchMode: on, toggleBenchMode: toggle };
}

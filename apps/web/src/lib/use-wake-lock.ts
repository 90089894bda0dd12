import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a live match on the console): a bench tablet that dims in
 * the middle of a period loses the coach a tap. The browser releases the lock whenever the page
 * is hidden, so it is asked for again when the page shows; released when `active` ends or the
 * console closes. Browsers without the Screen Wake Lock API just let the screen sleep.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const acquire = async () => {
      if (closed || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) {
        return;
      }
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no user gesture yet): the screen may sleep; asked again on show.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}

import { startTransition, useEffect, useRef, useState } from 'react';

/** Whole wall-clock seconds: the default tick of `useNow`. */
export const wallSecond = (at: number) => Math.floor(at / 1000);

/**
 * Wall-clock milliseconds while `active`, read every `checkMs` but changed (a re-render) only when
 * `tick(now)` changes: a clock re-renders once per second it shows, counted from its own start
 * (pass a tick counting from it, e.g. from when a poll arrived), not on every read; a page that
 * replays a log with it replays once a second. The change is a transition: a tap at the bench is
 * never queued behind a tick.
 */
export function useNow(
  active: boolean,
  tick: (at: number) => number = wallSecond,
  checkMs = 250,
): number {
  const [now, setNow] = useState(() => Date.now());
  // The latest tick without restarting the timer: callers pass a new closure on every render.
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });
  // The time last set, compared before setting: a state updater that keeps the same value can
  // still render its component once, and a console renders whole.
  const shown = useRef(now);
  useEffect(() => {
    if (!active) return;
    const read = () => {
      const at = Date.now();
      if (tickRef.current(shown.current) === tickRef.current(at)) return;
      shown.current = at;
      startTransition(() => setNow(at));
    };
    read();
    const timer = window.setInterval(read, checkMs);
    return () => window.clearInterval(timer);
  }, [active, checkMs]);
  return now;
}

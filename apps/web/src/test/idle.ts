import { vi } from 'vitest';

/** A requestIdleCallback the test runs by hand: the browser's idle moments, on demand. */
export function controlIdle() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => {
    pending.set(next, cb);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
  return {
    get pending() {
      return pending.size;
    },
    /** The browser goes idle: every waiting callback runs. */
    idle() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const cb of callbacks) cb({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

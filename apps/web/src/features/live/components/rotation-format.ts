/** m:ss of match-clock seconds. */
export const clockText = (sec: number): string =>
  `${Math.floor(sec / 60)}:${String(Math.floor(sec % 60)).padStart(2, '0')}`;

/** Work:rest as "1:r" (r minutes of rest per minute on court); a dash before any rest. */
export const workRestText = (workSec: number, restSec: number): string =>
  workSec > 0 && restSec > 0 ? `1:${(restSec / workSec).toFixed(1)}` : '—';

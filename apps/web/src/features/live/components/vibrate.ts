/** Buzzes the device where it can (phones, some tablets); silently nothing elsewhere. */
export function vibrate(pattern: number | number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(pattern);
    } catch {
      // Some browsers refuse without a user gesture; the banner still shows.
    }
  }
}

/** One long buzz for a moment to act on, a double one for a warning. */
export const BUZZ = { act: [300], warn: [200, 100, 200] } as const;

import type { TMatchState } from '@futsal/shared/futsal/types';
import { useEffect, useRef } from 'react';
import { BUZZ, vibrate } from './vibrate';

/**
 * The moments of play the bench must not miss, each keyed by its event: the end of a man-down,
 * the 5th accumulated foul, a 10 m kick, a second yellow. The status strip says them (while
 * they hold); this list only decides when the device buzzes.
 */
export function momentKeys(state: TMatchState): { key: string; warn: boolean }[] {
  const out: { key: string; warn: boolean }[] = [];
  for (const w of state.manDown) {
    if (!w.active && w.endClockSec !== null) out.push({ key: `md-${w.eventId}`, warn: false });
  }
  for (const f of state.fouls.list) {
    if (f.accumulated && (f.warning || f.tenMetreKick))
      out.push({ key: `f-${f.eventId}`, warn: f.warning });
  }
  for (const x of state.expelled) {
    if (x.secondYellow) out.push({ key: `sy-${x.eventId}`, warn: false });
  }
  return out;
}

/** Buzzes when a new moment arrives; none for what was there when the console opened. */
export function useMomentBuzz(state: TMatchState): void {
  'use memo';
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const now = momentKeys(state);
    if (!seen.current) {
      seen.current = new Set(now.map((m) => m.key));
      return;
    }
    const known = seen.current;
    const fresh = now.filter((m) => !known.has(m.key));
    if (fresh.length === 0) return;
    for (const m of fresh) known.add(m.key);
    vibrate(fresh.some((m) => m.warn) ? [...BUZZ.warn] : [...BUZZ.act]);
  }, [state]);
}

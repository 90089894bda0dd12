import type { TMatchState, TSide } from '@futsal/shared/futsal/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BUZZ, vibrate } from './vibrate';

/** A moment of play the bench must not miss: each one a banner and a buzz. */
export type TMoment =
  | { kind: 'man-down-over'; key: string; side: TSide }
  | { kind: 'fifth-foul'; key: string; side: TSide }
  | { kind: 'ten-metre'; key: string; side: TSide }
  | { kind: 'second-yellow'; key: string; playerId: string };

/** How long a moment stays up unless dismissed (wall-clock). */
export const MOMENT_MS = 20_000;

/** The moments the engine's state reaches, each from its event; none for what was there at load. */
export function momentsOf(state: TMatchState): TMoment[] {
  const out: TMoment[] = [];
  for (const w of state.manDown) {
    if (!w.active && w.endClockSec !== null)
      out.push({ kind: 'man-down-over', key: `md-${w.eventId}`, side: w.side });
  }
  for (const f of state.fouls.list) {
    if (!f.accumulated) continue;
    if (f.warning) out.push({ kind: 'fifth-foul', key: `f-${f.eventId}`, side: f.side });
    else if (f.tenMetreKick) out.push({ kind: 'ten-metre', key: `f-${f.eventId}`, side: f.side });
  }
  for (const x of state.expelled) {
    if (x.secondYellow)
      out.push({ kind: 'second-yellow', key: `sy-${x.eventId}`, playerId: x.playerId });
  }
  return out;
}

/**
 * New moments since the console opened: shown for `MOMENT_MS` or until
 * dismissed, and the device vibrates when one arrives.
 */
export function useMoments(state: TMatchState) {
  'use memo';
  const seen = useRef<Set<string> | null>(null);
  const [shown, setShown] = useState<{ moment: TMoment; until: number }[]>([]);

  useEffect(() => {
    const now = momentsOf(state);
    if (!seen.current) {
      seen.current = new Set(now.map((m) => m.key));
      return;
    }
    const known = seen.current;
    const fresh = now.filter((m) => !known.has(m.key));
    if (fresh.length === 0) return;
    for (const m of fresh) known.add(m.key);
    vibrate(fresh.some((m) => m.kind === 'fifth-foul') ? [...BUZZ.warn] : [...BUZZ.act]);
    const until = Date.now() + MOMENT_MS;
    setShown((s) => [...s, ...fresh.map((moment) => ({ moment, until }))]);
  }, [state]);

  // Undone events take their moment with them.
  const live = new Set(momentsOf(state).map((m) => m.key));
  const visible = shown.map((s) => s.moment).filter((m) => live.has(m.key));

  const dismiss = useCallback((key: string) => {
    setShown((s) => s.filter((x) => x.moment.key !== key));
  }, []);

  useEffect(() => {
    if (shown.length === 0) return;
    const next = Math.min(...shown.map((x) => x.until));
    const timer = window.setTimeout(
      () => setShown((s) => s.filter((x) => x.until > Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [shown]);

  return { moments: visible, dismiss };
}

import type { TMatchState, TSide } from '@futsal/shared/futsal/types';

/** How long, in playing seconds, a sending-off from the bench and a return to five stay said. */
export const ANNOUNCE_SEC = 120;
export const FULL_STRENGTH_SEC = 30;

/**
 * One line of the console's status strip: a situation that holds now. Each is read from the
 * engine's state at the live clock, so it goes when the situation does (decision 0130).
 */
export type TStatusEntry = { key: string; at: number } & (
  | { kind: 'abandoned'; side: TSide }
  /** Five accumulated fouls in the period's count (the next is a 10 m kick), or more (each is). */
  | { kind: 'fouls'; side: TSide; count: number; tenMetre: boolean }
  /** A team one short; ours names who was sent off (and cannot return). */
  | {
      kind: 'man-down';
      side: TSide;
      left: number;
      playerId: string | null;
      secondYellow: boolean;
    }
  /** Sent off from the bench: the team stays at five, the player is out of the match. */
  | { kind: 'sent-off'; playerId: string; secondYellow: boolean }
  /** A man-down just ended and no other runs for that team. */
  | { kind: 'full-strength'; side: TSide }
);

export type TStatusSeverity = 'error' | 'warning' | 'info' | 'success';

export function severityOf(entry: TStatusEntry): TStatusSeverity {
  switch (entry.kind) {
    case 'fouls':
      return entry.tenMetre ? 'error' : 'warning';
    case 'man-down':
      return entry.side === 'us' ? 'error' : 'info';
    case 'full-strength':
      return 'success';
    default:
      return 'error';
  }
}

const SIDES: readonly TSide[] = ['us', 'rival'];

/** The situations that hold at `liveSec`, newest first. */
export function matchStatus(state: TMatchState, liveSec: number): TStatusEntry[] {
  if (state.abandoned) {
    const a = state.abandoned;
    return [{ kind: 'abandoned', key: 'abandoned', at: a.atClockSec, side: a.side }];
  }
  const out: TStatusEntry[] = [];
  // Law 13: the count restarts at half-time; between periods no kick is pending.
  if (state.running) {
    for (const side of SIDES) {
      const count = state.fouls.current[side];
      if (count < 5) continue;
      const last = state.fouls.list.filter((f) => f.side === side && f.accumulated).at(-1);
      out.push({
        kind: 'fouls',
        key: `fouls-${side}`,
        at: last?.clockSec ?? 0,
        side,
        count,
        tenMetre: count > 5,
      });
    }
  }
  const byEvent = new Map(state.expelled.map((x) => [x.eventId, x]));
  for (const w of state.manDown) {
    if (w.active) {
      out.push({
        kind: 'man-down',
        key: `md-${w.eventId}`,
        at: w.startClockSec,
        side: w.side,
        left: Math.max(0, w.scheduledEndClockSec - liveSec),
        playerId: w.playerId,
        secondYellow: byEvent.get(w.eventId)?.secondYellow ?? false,
      });
    }
  }
  for (const side of SIDES) {
    if (state.manDown.some((w) => w.active && w.side === side)) continue;
    const ended = state.manDown.filter((w) => w.side === side && w.endClockSec !== null).at(-1);
    if (ended?.endClockSec != null && liveSec - ended.endClockSec < FULL_STRENGTH_SEC) {
      out.push({ kind: 'full-strength', key: `back-${side}`, at: ended.endClockSec, side });
    }
  }
  for (const x of state.expelled) {
    if (!x.fromCourt && liveSec - x.clockSec < ANNOUNCE_SEC) {
      out.push({
        kind: 'sent-off',
        key: `off-${x.eventId}`,
        at: x.clockSec,
        playerId: x.playerId,
        secondYellow: x.secondYellow,
      });
    }
  }
  return out.sort((a, b) => b.at - a.at);
}

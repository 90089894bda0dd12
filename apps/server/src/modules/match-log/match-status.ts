import type { TMatchState, TMatchStatus } from '@futsal/shared';

/**
 * Decision 0007. The coach moves a match by hand only between scheduled,
 * postponed and cancelled; live and finished come from the event log.
 */
const MANUAL_TRANSITIONS: Record<TMatchStatus, readonly TMatchStatus[]> = {
  scheduled: ['postponed', 'cancelled'],
  postponed: ['scheduled', 'cancelled'],
  live: [],
  finished: [],
  cancelled: [],
};

/** Whether PUT /matches/{id} may set `to`; asking for the current status is a no-op. */
export function canMoveTo(from: TMatchStatus, to: TMatchStatus): boolean {
  return from === to || MANUAL_TRANSITIONS[from].includes(to);
}

/** Events may be logged only on a match that is not postponed or cancelled. */
export function acceptsEvents(status: TMatchStatus): boolean {
  return status === 'scheduled' || status === 'live' || status === 'finished';
}

/**
 * The status the replayed log gives a playable match: finished once the
 * engine says play is over (its last period ended, or regular time ended with
 * a winner) unless a shoot-out has begun and is not yet decided, and once
 * the match is abandoned (decision 0031); live once a period has started,
 * else scheduled (e.g. when the only period_start was voided).
 */
export function statusFromState(
  state: Pick<TMatchState, 'finished' | 'period' | 'abandoned' | 'shootout'>,
): TMatchStatus {
  if (state.abandoned) return 'finished';
  const shootoutRunning = state.shootout.kicks.length > 0 && !state.shootout.decided;
  if (state.finished) return shootoutRunning ? 'live' : 'finished';
  if (state.period !== null) return 'live';
  return 'scheduled';
}

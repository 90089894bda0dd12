import type { TLineupRequest, TSuspendedPlayer } from '@futsal/shared';
import { AppError, type PendingDetail } from '../../lib/errors';
import type { RosterPlayer } from '../match-log';

const UNAVAILABLE_KEY = {
  injured: 'validation.lineup.playerInjured',
  suspended: 'validation.lineup.playerSuspended',
  inactive: 'validation.lineup.playerInactive',
} as const;

function unavailability(p: RosterPlayer): keyof typeof UNAVAILABLE_KEY | null {
  if (p.status === 'injured' || p.status === 'suspended' || p.status === 'inactive')
    return p.status;
  return p.isActive ? null : 'inactive';
}

/**
 * Checks a lineup (already valid in shape: 5 starters, ≤ 9 substitutes, no
 * one twice) against the team's roster. Another team's (or an unknown)
 * player → 400 PLAYER_NOT_IN_TEAM; an injured, suspended or inactive player
 * → 400 PLAYER_UNAVAILABLE, each detail naming the player.
 */
export function checkLineup(lineup: TLineupRequest, roster: readonly RosterPlayer[]): void {
  const byId = new Map(roster.map((p) => [p.id, p]));
  const entries = [
    ...lineup.starters.map((id, i) => ({ id, path: `starters.${i}` })),
    ...lineup.substitutes.map((id, i) => ({ id, path: `substitutes.${i}` })),
  ];
  const foreign = entries.filter((e) => !byId.has(e.id.toLowerCase()));
  if (foreign.length > 0) {
    throw new AppError('PLAYER_NOT_IN_TEAM', {
      pendingDetails: foreign.map((e) => ({
        path: e.path,
        key: 'validation.lineup.playerNotInTeam',
      })),
    });
  }
  const unavailable: PendingDetail[] = [];
  for (const e of entries) {
    const player = byId.get(e.id.toLowerCase());
    const why = player ? unavailability(player) : null;
    if (player && why) {
      unavailable.push({
        path: e.path,
        key: UNAVAILABLE_KEY[why],
        params: { name: `${player.name} (${player.number})` },
      });
    }
  }
  if (unavailable.length > 0)
    throw new AppError('PLAYER_UNAVAILABLE', { pendingDetails: unavailable });
}

/**
 * A player suspended for the match (decision 0165) is lined up only with the coach's reason:
 * without one, 409 PLAYER_SUSPENDED naming each player. Returns the overrides to keep: those of
 * suspended players in the lineup, and no other.
 */
export function checkSuspensions(
  lineup: Pick<TLineupRequest, 'starters' | 'substitutes'>,
  suspended: readonly TSuspendedPlayer[],
  overrides: readonly { playerId: string; reason: string }[],
): { playerId: string; reason: string }[] {
  const reasons = new Map(overrides.map((o) => [o.playerId.toLowerCase(), o.reason]));
  const byId = new Map(suspended.map((s) => [s.playerId, s]));
  const entries = [
    ...lineup.starters.map((id, i) => ({ id: id.toLowerCase(), path: `starters.${i}` })),
    ...lineup.substitutes.map((id, i) => ({ id: id.toLowerCase(), path: `substitutes.${i}` })),
  ];
  const refused: PendingDetail[] = [];
  const kept: { playerId: string; reason: string }[] = [];
  for (const e of entries) {
    const s = byId.get(e.id);
    if (!s) continue;
    const reason = reasons.get(e.id);
    if (reason) kept.push({ playerId: e.id, reason });
    else {
      refused.push({
        path: e.path,
        key: 'validation.lineup.playerSuspendedFor',
        params: { name: `${s.name} (${s.number})` },
      });
    }
  }
  if (refused.length > 0) throw new AppError('PLAYER_SUSPENDED', { pendingDetails: refused });
  return kept;
}

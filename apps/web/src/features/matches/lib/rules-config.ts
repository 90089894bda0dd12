import type { TMatchRulesConfigInput } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TSquadPlayer } from '../api/get-squad';

/** The rules engine's config of a match: its periods, its lineup and the team's availability. */
export function rulesConfig(match: TMatch, squad: readonly TSquadPlayer[]): TMatchRulesConfigInput {
  return {
    periods: match.periods,
    periodMinutes: match.periodDuration,
    starters: match.lineup?.starters ?? [],
    substitutes: match.lineup?.substitutes ?? [],
    roster: squad.map((p) => p.id),
    injured: squad.filter((p) => p.status === 'injured').map((p) => p.id),
    suspended: squad.filter((p) => p.status === 'suspended').map((p) => p.id),
  };
}

export type TPlayerIndex = Record<string, TSquadPlayer>;

export const indexSquad = (squad: readonly TSquadPlayer[]): TPlayerIndex =>
  Object.fromEntries(squad.map((p) => [p.id, p]));

/** "10 · Name", or a dash for an unknown id. */
export function playerLabel(players: TPlayerIndex, id: string | null | undefined): string {
  if (!id) return '';
  const p = players[id];
  if (!p) return '—';
  return p.number !== null ? `${p.number} · ${p.name}` : p.name;
}

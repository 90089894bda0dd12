import { matchRulesConfig } from '@futsal/shared/futsal/match-config';
import type { TMatchRulesConfigInput } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TSquadPlayer } from '../api/get-squad';

/** The rules engine's config of a match, from the shared builder the server and the seed use too. */
export function rulesConfig(match: TMatch, squad: readonly TSquadPlayer[]): TMatchRulesConfigInput {
  return matchRulesConfig(match, squad);
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

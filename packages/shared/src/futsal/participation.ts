import type { TGame } from './game';
import type { TParticipation } from '../schemas/player';

/**
 * Spec §3 participation of each known player. A named substitute who has not
 * played is `substitute` while the match can still use them and `bench` once
 * it has finished; injured and suspended come from the config, and any other
 * player of the roster was `not_selected`.
 */
export function participation(g: TGame): Record<string, TParticipation> {
  const out: Record<string, TParticipation> = {};
  for (const id of g.config.roster) out[id] = 'not_selected';
  for (const id of g.config.injured) out[id] = 'injured';
  for (const id of g.config.suspended) out[id] = 'suspended';
  for (const id of g.config.starters) out[id] = 'starter';
  for (const id of g.config.substitutes) {
    out[id] = g.everOnCourt.has(id) ? 'substitute_played' : g.finished ? 'bench' : 'substitute';
  }
  return out;
}

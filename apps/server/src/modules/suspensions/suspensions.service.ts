import { computeSuspensions, type TMatchSuspensions, type TSuspendedPlayer } from '@futsal/shared';
import type { Db } from '../../db/client';
import { SuspensionsRepository, type SuspensionMatch } from './suspensions.repository';

/**
 * Who may not play a match, from the cards of the competition's earlier matches (decision 0165).
 * It reads the per-match player lines the log's owner derives; it never replays a log.
 */
export async function suspensionsOf(db: Db, match: SuspensionMatch): Promise<TMatchSuspensions> {
  const repo = new SuspensionsRepository(db);
  const empty = { matchId: match.id, competitionId: match.competitionId, players: [] };
  if (!match.competitionId) return { ...empty, rules: null };
  const rules = await repo.rules(match.competitionId);
  if (!rules) return { ...empty, rules: null };
  const played = await repo.competitionMatches(match.competitionId, match.teamId);
  const mine = played.findIndex((m) => m.id === match.id);
  // Only the matches up to this one matter; a match that does not count suspends nobody.
  if (mine < 0) return { ...empty, rules };
  const upTo = played.slice(0, mine + 1);
  const lines = await repo.cards(upTo.slice(0, mine).map((m) => m.id));
  const suspensions = computeSuspensions(
    rules,
    upTo.map((m) => ({ matchId: m.id, cards: lines.filter((l) => l.matchId === m.id) })),
  ).filter((s) => s.matchId === match.id);
  if (suspensions.length === 0) return { ...empty, rules };
  const squad = new Map((await repo.squad(match.teamId)).map((p) => [p.id, p]));
  const source = new Map(upTo.map((m) => [m.id, m]));
  const overrides = new Map(match.lineupOverrides.map((o) => [o.playerId, o.reason]));
  const players: TSuspendedPlayer[] = [];
  for (const s of suspensions) {
    const player = squad.get(s.playerId);
    const from = source.get(s.sourceMatchId);
    if (!player || !from) continue;
    players.push({
      playerId: s.playerId,
      name: player.name,
      number: player.number,
      cause: s.cause,
      sourceMatchId: s.sourceMatchId,
      sourceOpponent: from.opponent,
      sourceDate: from.date.toISOString(),
      yellowCount: s.yellowCount,
      nth: s.nth,
      of: s.of,
      override: overrides.get(s.playerId) ?? '',
    });
  }
  players.sort((a, b) => a.number - b.number);
  return { ...empty, rules, players };
}

/** The match's suspensions for one that exists; callers have checked the owner. */
export async function suspensionsOfMatch(db: Db, matchId: string): Promise<TMatchSuspensions> {
  const match = await new SuspensionsRepository(db).match(matchId);
  if (!match) return { matchId, competitionId: null, rules: null, players: [] };
  return suspensionsOf(db, match);
}

import type { TStatsFilterState } from '../lib/stats-query';
import { statsQueryString } from '../lib/stats-query';

export const statsKeys = {
  all: ['stats'] as const,
  team: (teamId: string, f: TStatsFilterState) =>
    ['stats', 'team', teamId, statsQueryString(f)] as const,
  player: (playerId: string, f: TStatsFilterState) =>
    ['stats', 'player', playerId, statsQueryString(f)] as const,
  attendance: (playerId: string, f: TStatsFilterState) =>
    [
      'stats',
      'attendance',
      playerId,
      statsQueryString({ range: f.range, from: f.from, to: f.to }),
    ] as const,
  match: (matchId: string) => ['stats', 'match', matchId] as const,
};

export const matchKeys = {
  all: ['matches'] as const,
  byTeam: (teamId: string) => ['matches', 'team', teamId] as const,
  byTournament: (tournamentId: string, teamId: string) =>
    ['matches', 'tournament', tournamentId, teamId] as const,
  detail: (id: string) => ['matches', 'detail', id] as const,
  events: (id: string) => ['matches', 'events', id] as const,
  squad: (teamId: string) => ['matches', 'squad', teamId] as const,
};

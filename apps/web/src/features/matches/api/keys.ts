export const matchKeys = {
  all: ['matches'] as const,
  byTeam: (teamId: string) => ['matches', 'team', teamId] as const,
  byCompetition: (competitionId: string, teamId: string) =>
    ['matches', 'competition', competitionId, teamId] as const,
  detail: (id: string) => ['matches', 'detail', id] as const,
  events: (id: string) => ['matches', 'events', id] as const,
  suspensions: (id: string) => ['matches', 'suspensions', id] as const,
  squad: (teamId: string) => ['matches', 'squad', teamId] as const,
};

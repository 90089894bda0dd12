export const playerKeys = {
  all: ['players'] as const,
  byTeam: (teamId: string) => ['players', 'team', teamId] as const,
  detail: (id: string) => ['players', id] as const,
};

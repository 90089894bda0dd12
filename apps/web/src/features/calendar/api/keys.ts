export const calendarKeys = {
  all: ['calendar'] as const,
  range: (teamId: string, from: string, to: string) => ['calendar', teamId, from, to] as const,
  feed: (teamId: string) => ['calendar', 'feed', teamId] as const,
};

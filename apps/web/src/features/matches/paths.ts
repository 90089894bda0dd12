/** Where a match lives: under the team, or under one of its competitions. */
export function matchBase(teamId: string, competitionId?: string): string {
  return competitionId
    ? `/teams/${teamId}/tournaments/${competitionId}/matches`
    : `/teams/${teamId}/matches`;
}

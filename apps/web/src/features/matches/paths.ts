/** Where a match lives: under the team, or under one of its competitions. */
export function matchBase(teamId: string, tournamentId?: string): string {
  return tournamentId
    ? `/teams/${teamId}/tournaments/${tournamentId}/matches`
    : `/teams/${teamId}/matches`;
}

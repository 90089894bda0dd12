/** The opponent report's address, the rival preselected (issue 38). */
export const opponentReportPath = (teamId: string, name?: string): string =>
  `/teams/${teamId}/stats/opponent${name ? `?${new URLSearchParams({ name }).toString()}` : ''}`;

/** The public entry of the tournaments feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { teamTournamentsQuery, useTeamTournamentsQuery } from './api/get-team-tournaments';
export { useTournamentQuery } from './api/get-tournament';
export { CompetitionIcon } from './components/CompetitionIcon';

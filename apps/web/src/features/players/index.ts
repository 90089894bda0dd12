/** The public entry of the players feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { useTeamPlayersQuery } from './api/get-team-players';

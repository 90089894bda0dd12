/** The public entry of the competitions feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { teamCompetitionsQuery, useTeamCompetitionsQuery } from './api/get-team-competitions';
export { useCompetitionQuery } from './api/get-competition';
export { CompetitionIcon } from './components/CompetitionIcon';

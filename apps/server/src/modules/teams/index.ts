/** The teams module's public file: what other modules may use of it. */
export { TeamsRepository, type InsertOutcome } from './teams.repository';

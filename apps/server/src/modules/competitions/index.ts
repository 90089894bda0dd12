/** The competitions module's public file: what other modules may use of it. */
export { CompetitionsRepository } from './competitions.repository';

/** The matches module's public file: what other modules may use of it. */
export { MatchesRepository } from './matches.repository';

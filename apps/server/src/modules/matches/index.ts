/** The matches module's public file: what other modules may use of it. */
export { MatchesRepository, type RosterWithEmail } from './matches.repository';
